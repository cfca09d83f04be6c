import { Button } from '@funil/shared-ui/button';
import type { EmailMessage } from '@funil/data-client/staff/launch-emails';
import { loadErrorText } from '../../shared/error-text';
import { useEmailVariablesQuery } from '../api/use-email-variables-query';
import { LAUNCH_EMAILS_TEXT, variablesFor } from '../launch-email-text';
import styles from './launch-emails.module.css';

/** The variables the database offers for this message, each a button that inserts it at the body's caret. */
export function VariableList({
  headingId,
  messageKey,
  onInsert,
}: {
  headingId: string;
  messageKey: EmailMessage['message_key'];
  onInsert: (name: string) => void;
}) {
  const variables = useEmailVariablesQuery();
  const available = variablesFor(variables.data ?? [], messageKey);
  return (
    <div>
      <p id={`${headingId}-variables`} className={styles.subject}>
        {LAUNCH_EMAILS_TEXT.variables} <span className={styles.muted}>({LAUNCH_EMAILS_TEXT.variablesHint})</span>
      </p>
      {variables.isError ? (
        <p role="alert">Erro ao carregar as variáveis: {loadErrorText(variables.error)}</p>
      ) : (
        <ul className={styles.variables} aria-labelledby={`${headingId}-variables`}>
          {available.map((variable) => (
            <li key={variable.name}>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                title={variable.description}
                aria-label={`Inserir {{${variable.name}}}: ${variable.description}`}
                onClick={() => onInsert(variable.name)}
              >
                {`{{${variable.name}}}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
