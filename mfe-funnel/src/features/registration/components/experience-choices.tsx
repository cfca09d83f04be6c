import { EXPERIENCE_OPTIONS, type ProgrammingExperience } from '../registration-messages';
import styles from '../../shared/lead-form.module.css';

/** 'Você já programou antes?': the two experience cards (radio inputs), pre-rendered without the design system's JS. */
export function ExperienceChoices({
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: {
  value: ProgrammingExperience | '';
  onChange: (value: ProgrammingExperience) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  return (
    <fieldset
      className={styles.choices}
      data-appearance="card"
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend className={styles.legend}>Você já programou antes?</legend>
      <div className={styles.options}>
        {EXPERIENCE_OPTIONS.map((option) => (
          <label key={option.value} className={styles.choice} htmlFor={`inscricao-experiencia-${option.value}`}>
            <input
              id={`inscricao-experiencia-${option.value}`}
              className={styles.radio}
              type="radio"
              name="programming_experience"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceText}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
