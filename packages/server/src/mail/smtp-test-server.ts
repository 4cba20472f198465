import { createServer, type AddressInfo, type Server } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server on loopback for tests: enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, QUIT),
 * no TLS, no auth. It keeps what it received.
 */
export async function startSmtpTestServer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test SMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') (current.from = line.slice(10).trim(), reply('250 ok'));
        else if (verb === 'RCPT') (current.to.push(line.slice(8).trim()), reply('250 ok'));
        else if (verb === 'DATA') ((inData = true), reply('354 end with <CRLF>.<CRLF>'));
        else if (verb === 'QUIT') (reply('221 bye'), socket.end());
        else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
