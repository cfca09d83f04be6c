import { useState, type FormEvent } from 'react';
import { Button } from '@funil/shared-ui/button';
import { Input } from '@funil/shared-ui/input';
import type { LaunchPlatformFee } from '@funil/data-client/staff/launch-platform-fee';
import { Field } from '../../shared/components/field';
import { failureNotice, NoticeText, successNotice, type Notice } from '../../shared/notice';
import layout from '../../shared/components/dashboard.module.css';
import { usePlatformFeesQuery } from '../api/use-platform-fees-query';
import { useSavePlatformFeeMutation } from '../api/use-save-platform-fee-mutation';
import { decimalInputText, parseDecimalInput, PLATFORM_FEE_TEXT } from '../platform-fee';
import { actionErrorText, loadErrorText } from '../../shared/error-text';

function FeeForm({ fee }: { fee: LaunchPlatformFee }) {
  const [percent, setPercent] = useState(decimalInputText(fee.platform_fee_percent, false));
  const [fixed, setFixed] = useState(decimalInputText(fee.platform_fee_fixed, true));
  const [errors, setErrors] = useState<{ percent?: string; fixed?: string }>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useSavePlatformFeeMutation({
    onMutate: () => setNotice(null),
    onSuccess: (saved) => setNotice(successNotice(PLATFORM_FEE_TEXT.saved(saved.lancamento))),
    onError: (e) => setNotice(failureNotice(actionErrorText(e, PLATFORM_FEE_TEXT.failed))),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const percentValue = parseDecimalInput(percent);
    const fixedValue = parseDecimalInput(fixed);
    const next = {
      percent: percentValue === null || percentValue >= 100 ? PLATFORM_FEE_TEXT.invalidPercent : undefined,
      fixed: fixedValue === null ? PLATFORM_FEE_TEXT.invalidFixed : undefined,
    };
    setErrors(next);
    if (next.percent || next.fixed) return;
    save.mutate({ lancamento: fee.lancamento, platform_fee_percent: percentValue!, platform_fee_fixed: fixedValue! });
  }

  return (
    <form className={layout.stack} onSubmit={submit} noValidate>
      <div className={layout.row}>
        <Field label={PLATFORM_FEE_TEXT.percentLabel} error={errors.percent}>
          {(id) => <Input id={id} inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />}
        </Field>
        <Field label={PLATFORM_FEE_TEXT.fixedLabel} error={errors.fixed}>
          {(id) => <Input id={id} inputMode="decimal" value={fixed} onChange={(e) => setFixed(e.target.value)} />}
        </Field>
      </div>
      <div className={layout.row}>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {PLATFORM_FEE_TEXT.save}
        </Button>
      </div>
      <NoticeText notice={notice} />
    </form>
  );
}

/** The launch's payment-platform fee (launches.platform_fee_percent / platform_fee_fixed), saved on its own. */
export function PlatformFeePanel({ lancamento }: { lancamento: number }) {
  const fees = usePlatformFeesQuery();
  const fee = fees.data?.find((f) => f.lancamento === lancamento);
  return (
    <section className={layout.panel} aria-labelledby="platform-fee-title">
      <h2 id="platform-fee-title" className={layout.panelTitle}>
        {PLATFORM_FEE_TEXT.title} — lançamento {lancamento}
      </h2>
      <p className={layout.muted}>{PLATFORM_FEE_TEXT.intro}</p>
      {fees.isError ? (
        <NoticeText notice={failureNotice(loadErrorText(fees.error))} />
      ) : !fee ? (
        <p role="status">Carregando dados...</p>
      ) : (
        <FeeForm key={`${fee.lancamento}-${fee.platform_fee_percent}-${fee.platform_fee_fixed}`} fee={fee} />
      )}
    </section>
  );
}
