import { Modal } from '@funil/shared-ui/modal';
import styles from './lessons-info-modal.module.css';
import { ModalDoneButton } from '../../../shared/modal-done-button';

/** The info modal: how the free lessons work (the spec names it without its contents). */
export function LessonsInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Como funcionam as aulas" onClose={onClose} size="md">
      <div className={styles.content} tabIndex={0} role="document" aria-label="Como funcionam as aulas">
        <ul className={styles.list}>
          <li>
            <strong>Assista na ordem:</strong> cada aula prepara a próxima, até o projeto completo.
          </li>
          <li>
            <strong>Marque o que concluiu:</strong> o seu progresso fica salvo neste navegador, sem precisar de login.
          </li>
          <li>
            <strong>Aulas bloqueadas:</strong> são liberadas ao longo da semana; fique de olho no grupo para saber
            quando.
          </li>
          <li>
            <strong>Tempo limitado:</strong> as aulas gratuitas ficam disponíveis apenas até o encerramento indicado no
            contador.
          </li>
          <li>
            <strong>Projeto prático:</strong> em &quot;Ver Especificação&quot; você encontra tudo o que vamos construir
            juntos.
          </li>
        </ul>
      </div>
      <ModalDoneButton onClick={onClose} />
    </Modal>
  );
}
