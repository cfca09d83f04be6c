import { useEffect, useState } from 'react';
import { normalizeStatus, type LeadStatus } from '../../shared/lead-status';
import { digitsOnly } from '@funil/text/digits';

type ParsePhoneNumber = typeof import('libphonenumber-js/max').parsePhoneNumberFromString;

/**
 * libphonenumber-js with its full metadata is large (docs/performance.md): it loads after the board (its own chunk),
 * not with the page. Until it is here, numbers are not normalised and `whatsappLink` gives null.
 */
let parsePhone: ParsePhoneNumber | null = null;
let loadingMetadata: Promise<void> | null = null;

export function loadPhoneMetadata(): Promise<void> {
  loadingMetadata ??= import('libphonenumber-js/max').then((module) => {
    parsePhone = module.parsePhoneNumberFromString;
  });
  return loadingMetadata;
}

/** Starts loading the phone metadata and re-renders the caller once it is there (true). */
export function usePhoneMetadata(): boolean {
  const [ready, setReady] = useState(parsePhone !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPhoneMetadata().then(
      () => live && setReady(true),
      (error: unknown) => console.error('[dashboards] phone metadata failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** E.164 digits (no '+') of a number libphonenumber-js finds valid, else null. */
function validDigits(parse: ParsePhoneNumber, text: string, country?: 'BR'): string | null {
  const parsed = parse(text, country);
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}

/**
 * The number for wa.me (international digits), or null without digits. Numbers that carry a country code keep it
 * ('+351 912 345 678', '351912345678', '00 351 ...', '5511999990001'); Brazilian numbers without one get 55
 * ('(11) 99999-0001' -> '5511999990001'). Read with libphonenumber-js (full metadata, so a Brazilian mobile must be 9 + 8 digits): an explicit '+' / '00' is international;
 * bare digits are first read as a Brazilian national number (DDD + number), then as international. What neither
 * reading accepts is left as its digits (10 or 11 digits: a Brazilian DDD + number, so 55 in front).
 */
export function normalizeWhatsapp(value: string | null | undefined): string | null {
  const parse = parsePhone;
  if (!parse) return null;
  const raw = (value ?? '').trim();
  const digits = digitsOnly(raw);
  if (!digits) return null;
  if (raw.startsWith('+') || raw.startsWith('00')) {
    const international = digits.startsWith('00') && !raw.startsWith('+') ? digits.slice(2) : digits;
    return validDigits(parse, `+${international}`) ?? international;
  }
  if (digits.length <= 11) {
    const brazilian = validDigits(parse, digits, 'BR');
    if (brazilian) return brazilian;
  }
  const international = validDigits(parse, `+${digits}`);
  if (international) return international;
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

export function firstName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first || 'tudo bem';
}

const TEMPLATES: Record<LeadStatus, (name: string) => string> = {
  NOVO: (name) =>
    `Olá, ${name}! Aqui é da equipe da Semana Java. Vi que você se interessou pelo nosso curso de Java e queria saber: ficou alguma dúvida que eu possa te ajudar a tirar antes de garantir sua vaga?`,
  CONTATADO: (name) =>
    `Oi, ${name}! Passando para dar continuidade à nossa conversa sobre o curso de Java. Conseguiu pensar sobre a sua inscrição? Estou à disposição para qualquer dúvida.`,
  'AGUARDANDO PAGAMENTO': (name) =>
    `Olá, ${name}! Notei que sua inscrição no curso de Java está aguardando o pagamento. Precisa de ajuda para concluir? Assim que o pagamento for confirmado, você recebe o acesso imediato.`,
  'AGUARDANDO PAGAMENTO PARCELADO': (name) =>
    `Oi, ${name}! Vi que você escolheu o pagamento parcelado do curso de Java e ele ainda está pendente. Se tiver qualquer dificuldade com o cartão ou com as parcelas, me chama aqui que eu te ajudo.`,
  VENDIDO: (name) =>
    `Parabéns, ${name}, e seja muito bem-vindo(a) ao curso de Java! Sua matrícula está confirmada. Qualquer dúvida sobre o acesso às aulas, é só me chamar por aqui.`,
  REEMBOLSADO: (name) =>
    `Oi, ${name}! Vi que a sua compra do curso de Java foi reembolsada. Se algo não saiu como você esperava, adoraria ouvir o que aconteceu e ver se ainda posso te ajudar.`,
};

/** The follow-up message for a lead's status, personalised with the first name (unknown status: the 'novo' one). */
export function messageFor(status: string | null | undefined, name: string | null | undefined): string {
  return TEMPLATES[normalizeStatus(status) ?? 'NOVO'](firstName(name));
}

/** WhatsApp Web link with the number and prefilled text, or null without a number (or before `loadPhoneMetadata`). */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = normalizeWhatsapp(phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
