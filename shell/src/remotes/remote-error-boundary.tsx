import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, for the console (e.g. mfe_funnel/PrivacyPolicy). */
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export const REMOTE_ERROR_MESSAGE = 'Não foi possível carregar esta parte do site.';
export const REMOTE_RETRY_LABEL = 'Tentar novamente';

/**
 * Keeps a remote that is down (or throws while rendering) from taking the rest of the site with it:
 * the visitor sees a Portuguese message and a retry button.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('erro desconhecido') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] falha ao carregar ou exibir ${this.props.name}`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="shell-remote-error" role="alert">
        <p className="shell-remote-error__message">{REMOTE_ERROR_MESSAGE}</p>
        <p className="shell-remote-error__hint">Verifique a sua conexão e tente de novo em instantes.</p>
        <button type="button" className="shell-remote-error__retry" onClick={this.retry}>
          {REMOTE_RETRY_LABEL}
        </button>
      </div>
    );
  }
}
