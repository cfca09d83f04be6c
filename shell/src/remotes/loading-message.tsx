/** 'Carregando...' while the route table or a remote page loads. */
export function LoadingMessage() {
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      Carregando...
    </div>
  );
}
