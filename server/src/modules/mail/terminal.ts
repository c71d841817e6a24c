import type { MailMessage } from './schemas.ts';

// Mail without SMTP_URL is shown to the person who started the server, in their terminal, the way
// Django's console e-mail backend does: who it is for, the subject, the one-time code on a line of
// its own, then the text.
const RULE = '─'.repeat(64);
// Names travellers typed reach booking mails; control characters (a terminal's escape sequences)
// are shown as U+FFFD instead of being obeyed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const printable = (text: string) => text.replace(CONTROL, '\ufffd');

export function mailForTerminal(message: MailMessage): string {
  const lines = [
    `┌${RULE}`,
    `│ Mail (printed here, not sent: no SMTP_URL)`,
    `│ To:      ${message.to}`,
    `│ Subject: ${message.subject}`,
    ...(message.code === undefined ? [] : ['│', `│ Code:    ${message.code}`]),
    '│',
    ...message.text.split('\n').map((line) => (line === '' ? '│' : `│ ${line}`)),
    `└${RULE}`,
  ];
  return `${printable(lines.join('\n'))}\n`;
}
