// Configuration from the environment (README "Configuration").

export const DEFAULT_DATA_DIR = './.data';
export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Run the enrichment worker inside the server (WORKER, default 1; 0 when `npm run worker` processes do the work). */
  worker: boolean;
}

/** WORKER: 1 / true (the default) runs a worker loop inside `npm run serve` / `npm start`; 0 / false runs none. */
export function workerFromEnv(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '1' || raw.toLowerCase() === 'true') return true;
  if (raw === '0' || raw.toLowerCase() === 'false') return false;
  throw new Error(`WORKER must be 1 or 0 (true or false), got "${raw}"`);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be an integer 0–65535, got "${env.PORT}"`);
  return { port, host: env.HOST || DEFAULT_HOST, dataDir: env.DATA_DIR || DEFAULT_DATA_DIR, worker: workerFromEnv(env.WORKER) };
}

/** The base URL people open: a wildcard bind address is reached as localhost. */
export function publicBaseUrl(config: Pick<ServerConfig, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
