import { useState, type DragEvent, type RefObject } from 'react';
import { Input } from '@funil/shared-ui/input';
import { Field } from '../../shared/components/field';
import layout from '../../shared/components/dashboard.module.css';
import styles from './csv-import.module.css';

/** The CSV file, chosen by click or dropped on the zone; nothing is taken while an import runs. */
export function CsvDropzone({
  inputRef,
  busy,
  fileName,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  fileName: string | null;
  onFile: (file: File | undefined) => void;
}) {
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    onFile(event.dataTransfer.files[0]);
  }

  return (
    <div
      className={dragging ? `${styles.dropzone} ${styles.dragging}` : styles.dropzone}
      onDragOver={(e) => {
        e.preventDefault();
        if (busy) {
          e.dataTransfer.dropEffect = 'none';
          return;
        }
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="csv-dropzone"
    >
      <Field label="Arquivo CSV">
        {(id) => (
          <Input
            id={id}
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        )}
      </Field>
      <span className={layout.muted}>Clique para escolher ou arraste o arquivo até aqui.</span>
      {fileName && <span>Arquivo: {fileName}</span>}
    </div>
  );
}
