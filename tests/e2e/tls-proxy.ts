/**
 * Our server as a deployment runs it behind an HTTPS-terminating nginx (README, "Behind a reverse
 * proxy"): a throwaway self-signed certificate, the Debian nginx as a child process with its
 * config, pid, logs and temp files in a temp directory, and the production server on its own port
 * and fresh database, trusting one proxy.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const root = join(import.meta.dirname, "..", "..");

/** Why this machine cannot run the proxy test, if it cannot. */
export function missingProxyTools(): string | undefined {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx)`;
  if (spawnSync("openssl", ["version"]).status !== 0)
    return "no openssl to make the test certificate (apt-get install openssl)";
  return undefined;
}

export type ProxiedSite = { url: string; stop: () => Promise<void> };

export async function startBehindProxy(options: {
  serverPort: number;
  proxyPort: number;
  env: Record<string, string>;
}): Promise<ProxiedSite> {
  const { serverPort, proxyPort } = options;
  const dir = mkdtempSync(join(tmpdir(), "novaflow-proxy-"));
  const url = `https://localhost:${proxyPort}`;
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const cert = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
      ].concat(["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")]),
      { encoding: "utf8" },
    );
    if (cert.status !== 0) throw new Error(`openssl failed: ${cert.stderr}`);
    writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, proxyPort, serverPort));

    const serverLog = join(dir, "server.log");
    const server = spawn(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: {
        ...process.env,
        // PGlite in a fresh directory, whatever the shell running the tests points at.
        DATABASE_URL: "",
        DATA_DIR: join(dir, "data"),
        PORT: String(serverPort),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(server);
    const log = createWriteStream(serverLog);
    server.stdout.pipe(log);
    server.stderr.pipe(log);

    const nginx = spawn(
      NGINX,
      ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"],
      { stdio: "ignore" },
    );
    children.push(nginx);

    const tail = (file: string) =>
      existsSync(file) ? readFileSync(file, "utf8").slice(-2000) : "";
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${serverPort}/healthz`)).ok,
      server,
      () => `the server did not start:\n${tail(serverLog)}`,
    );
    await waitFor(
      () => accepts(proxyPort),
      nginx,
      () => `nginx did not start:\n${tail(join(dir, "error.log"))}`,
    );
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function nginxConfig(dir: string, port: number, upstream: number): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
# As root, nginx would hand requests to workers running as nobody, who cannot use this directory.
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 8m;
  server {
    listen 127.0.0.1:${port} ssl;
    server_name localhost;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

/** Polls until `ready` holds; fails at once, with `why`, when the process exits first. */
async function waitFor(
  ready: () => Promise<boolean>,
  child: ChildProcess,
  why: () => string,
  timeoutMs = 150_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(why());
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(why());
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
