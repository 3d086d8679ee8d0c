/** Where the chat runtime writes its diagnostics; inject one to route them to the app's logging. */
export interface ChatLogger {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const consoleLogger: ChatLogger = {
  debug: (message, ...details) => console.debug(`[chat] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[chat] ${message}`, ...details),
  error: (message, ...details) => console.error(`[chat] ${message}`, ...details),
};

export const silentLogger: ChatLogger = {
  debug: () => {},
  warn: () => {},
  error: () => {},
};
