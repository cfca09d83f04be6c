// The launch e-mail's HTML, with React Email's components (table layout, Outlook's button padding, inline styles):
// one column of at most 600 px that narrows on a phone, system fonts, a 16 px body, buttons >= 44 px tall.
// Every value arrives as React text or attribute (escaped); nothing here builds markup from strings.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties } from 'react';
import type { BodyBlock } from './email-body.ts';
import { EMAIL_COPY } from './email-copy.ts';

export interface LaunchEmailProps {
  subject: string;
  preview: string;
  blocks: readonly BodyBlock[];
  /** The visible unsubscribe link (the lead's /descadastro page); null for a staff test. */
  unsubscribeUrl: string | null;
  isTest: boolean;
  /** Why the recipient gets it (the waiting list's differs from the leads'). */
  footerReason: string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const styles = {
  body: { backgroundColor: '#f4f4f7', margin: 0, padding: '24px 0', fontFamily: FONT },
  container: {
    backgroundColor: '#ffffff',
    maxWidth: '600px',
    width: '100%',
    borderRadius: '8px',
    padding: '24px',
    boxSizing: 'border-box',
  },
  brand: { color: '#b3261e', fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 16px' },
  text: { color: '#1f2328', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  // A long URL in the text may wrap anywhere (it has no spaces); words never break (no word-break: break-all).
  link: { color: '#0b57d0', textDecoration: 'underline', overflowWrap: 'anywhere', wordBreak: 'normal' },
  footerLink: { color: '#0b57d0', textDecoration: 'underline', whiteSpace: 'nowrap' },
  buttonRow: { margin: '8px 0 24px' },
  button: {
    backgroundColor: '#b3261e',
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    lineHeight: '20px',
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  notice: { color: '#5f6368', fontSize: '13px', lineHeight: '18px', margin: '0 0 16px', fontStyle: 'italic' },
  hr: { borderColor: '#e3e3e8', margin: '24px 0 16px' },
  footer: { color: '#5f6368', fontSize: '13px', lineHeight: '18px', margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

function Paragraph({ block }: { block: Extract<BodyBlock, { kind: 'paragraph' }> }) {
  return (
    <Text style={styles.text}>
      {block.lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {line.map((part, partIndex) =>
            part.kind === 'text' ? (
              <Fragment key={partIndex}>{part.text}</Fragment>
            ) : (
              <Link key={partIndex} href={part.href} style={styles.link}>
                {part.text}
              </Link>
            ),
          )}
        </Fragment>
      ))}
    </Text>
  );
}

export function LaunchEmail({ subject, preview, blocks, unsubscribeUrl, isTest, footerReason }: LaunchEmailProps) {
  return (
    <Html lang="pt-BR" dir="ltr">
      <Head>
        <title>{subject}</title>
      </Head>
      {preview !== '' && <Preview>{preview}</Preview>}
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{EMAIL_COPY.brand}</Text>
          {isTest && <Text style={styles.notice}>{EMAIL_COPY.testNotice}</Text>}
          {blocks.map((block, index) =>
            block.kind === 'paragraph' ? (
              <Paragraph key={index} block={block} />
            ) : (
              <Section key={index} style={styles.buttonRow}>
                <Button href={block.href} style={styles.button}>
                  {block.label}
                </Button>
              </Section>
            ),
          )}
          <Hr style={styles.hr} />
          <Text style={styles.footer}>{footerReason}</Text>
          {unsubscribeUrl !== null && (
            <Text style={styles.footer}>
              {EMAIL_COPY.footerUnsubscribe}{' '}
              <Link href={unsubscribeUrl} style={styles.footerLink}>
                {EMAIL_COPY.unsubscribeLink}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
