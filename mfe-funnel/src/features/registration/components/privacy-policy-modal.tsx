import { Modal } from '@funil/shared-ui/modal';
import { PrivacyPolicyContent } from '../../shared/privacy-policy/privacy-policy-content';

export interface PrivacyPolicyModalProps {
  open: boolean;
  onClose: () => void;
}

/** The privacy policy in a modal, opened from the form (lazy-loaded: default export for React.lazy). */
export default function PrivacyPolicyModal({ open, onClose }: PrivacyPolicyModalProps) {
  return (
    <Modal open={open} title="Política de Privacidade" onClose={onClose} size="lg">
      <PrivacyPolicyContent headingLevel={3} />
    </Modal>
  );
}
