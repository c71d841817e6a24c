import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  // The envelope (MAIL FROM, RCPT TO).
  from: string;
  to: string[];
  // The message as a mail program reads it (mailparser): its From header, subject and text.
  fromHeader: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  // While false, every recipient is refused with a temporary failure (451), as a mail server
  // that is briefly unable to take mail answers.
  accepting: boolean;
  close(): Promise<void>;
}

// A real SMTP server on loopback (nodemailer's smtp-server) that keeps what it is sent: for the
// tests and benchmarks that run the server with SMTP_URL, as production does.
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink = { accepting: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.accepting) return callback();
      return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            fromHeader: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
