/**
 * When whatever reads the server's output goes away (a log shipper restarting, `npm start | tee`
 * closed), every write to stdout or stderr fails with EPIPE. Unhandled, that error was logged by
 * the framework to the same closed pipe, which failed again: the process spun a core at 100% and
 * stopped answering requests. A write error on the log streams cannot be logged anywhere, so it is
 * dropped: the site keeps serving, and its lines are lost until a process with a reader starts.
 */
export function survivesClosedLogPipes(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) stream.on('error', () => undefined);
}
