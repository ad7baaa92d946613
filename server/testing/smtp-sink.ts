import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on a free loopback port that counts the mails it gets and keeps none of them (benchmarks, memory probes). */
export async function smtpSink() {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      stream.on('data', () => {}).on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
