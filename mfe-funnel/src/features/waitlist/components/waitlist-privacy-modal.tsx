import { Modal } from '@funil/shared-ui/modal';
import { PrivacyPolicyContent } from '../../shared/privacy-policy/privacy-policy-content';

export interface WaitlistPrivacyModalProps {
  open: boolean;
  onClose: () => void;
}

/** The privacy policy in a modal (lazy-loaded: default export for React.lazy). */
export default function WaitlistPrivacyModal({ open, onClose }: WaitlistPrivacyModalProps) {
  return (
    <Modal open={open} title="Política de Privacidade" onClose={onClose} size="lg">
      <PrivacyPolicyContent headingLevel={3} />
    </Modal>
  );
}
