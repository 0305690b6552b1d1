// Fastify makes a child logger (the request id bound) for every request. In production most requests write no line
// at all (QuietRequestLog in app.ts logs failures only), so the child is made on the first line that the level lets
// through: a request that logs nothing costs one small object instead of a pino child.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

class LazyChildLogger {
  #made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly own: Record<string, unknown>,
    private readonly options: ChildOptions,
  ) {}

  #child(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.own, this.options) as FastifyBaseLogger;
    return this.#made;
  }

  #write(level: Level, args: unknown[]): void {
    // The parent's level decides as the child's would (a route with a level of its own gets an eager child).
    if (this.#made === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.#child()[level] as (...values: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#made ?? this.parent).level;
  }
  set level(level: string) {
    this.#child().level = level;
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}
  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: lazy unless the route sets a level or serializers of its own. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyChildLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
};
