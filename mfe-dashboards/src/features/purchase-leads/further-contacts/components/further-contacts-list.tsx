import { formatNumber } from '@funil/shared-ui/format/numbers';
import type { FurtherContact } from '@funil/data-client/staff/further-contacts';
import { formatDateTime } from '../../../shared/format';
import layout from '../../../shared/components/dashboard.module.css';

/**
 * 'Outros contatos (n)' disclosure on a lead: what repeats for the lead's e-mail typed when it differed from the
 * stored data (never overwritten by a visitor), each with its consent record. Nothing when there are none.
 */
export function FurtherContactsList({
  name,
  contacts,
}: {
  name: string;
  contacts: readonly FurtherContact[] | undefined;
}) {
  if (!contacts || contacts.length === 0) return null;
  return (
    <details>
      <summary aria-label={`Outros contatos de ${name} (${formatNumber(contacts.length)})`}>
        Outros contatos ({formatNumber(contacts.length)})
      </summary>
      <ul aria-label={`Outros contatos de ${name}`}>
        {contacts.map((contact) => (
          <li key={contact.id}>
            {contact.name} · {contact.whatsapp ?? 'sem WhatsApp'}
            {contact.redirected_to_payment && ' · redirecionado ao pagamento'}
            <br />
            <span className={layout.muted}>
              Consentimento em <time dateTime={contact.consent_at}>{formatDateTime(contact.consent_at)}</time>
              {contact.consent_ip && ` · IP ${contact.consent_ip}`}
              {contact.consent_user_agent && ` · ${contact.consent_user_agent}`}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
