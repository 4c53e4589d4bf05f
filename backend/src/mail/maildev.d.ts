// maildev 2.2.1 ships no types; this is the part of its API the backend uses.
declare module 'maildev' {
  interface MailDevOptions {
    smtp: number;
    web: number;
    ip: string;
    silent?: boolean;
    disableWeb?: boolean;
  }
  interface MailDevServer {
    listen(callback: (error?: Error) => void): Promise<void>;
    close(callback: (error?: Error) => void): void;
  }
  const MailDev: new (options: MailDevOptions) => MailDevServer;
  export default MailDev;
}
