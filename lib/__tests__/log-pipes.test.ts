import { Writable } from 'node:stream';
import { survivesClosedLogPipes } from '@/lib/log-pipes';

const epipe = () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
const logStream = () => new Writable({ write: (_chunk, _encoding, done) => done() }) as unknown as NodeJS.WriteStream;

describe('survivesClosedLogPipes', () => {
  it('without it, a closed log pipe throws (what sent a server into a loop of logging its own failure)', () => {
    expect(() => logStream().emit('error', epipe())).toThrow('EPIPE');
  });

  it('with it, the write error of a closed log pipe is dropped', () => {
    const stdout = logStream();
    const stderr = logStream();
    survivesClosedLogPipes([stdout, stderr]);
    expect(() => stdout.emit('error', epipe())).not.toThrow();
    expect(() => stderr.emit('error', epipe())).not.toThrow();
  });
});
