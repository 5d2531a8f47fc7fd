import { execFile, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * A real WordPress (Debian's `wordpress` package, installed by scripts/setup.sh) on a fresh MariaDB database, served
 * by `php -S` on loopback, with a theme activated as a site owner would: WordPress installed by wp_install(), the theme
 * switched to and its after_switch_theme hook run by WordPress itself on the next request. Everything it creates (the
 * database, the folder, the server) goes on close().
 */
const execFileAsync = promisify(execFile);
export const WORDPRESS_ROOT = process.env.WORDPRESS_ROOT ?? "/usr/share/wordpress";
const phpString = (s: string) => `'${s.replace(/[\\']/g, (c) => `\\${c}`)}'`;
export const MARIADB = { host: "127.0.0.1", port: 3306, user: "root", password: "" };

export interface RealWordPress {
  origin: string;
  /** The WordPress root (core files linked from the package, wp-config.php and wp-content of its own). */
  dir: string;
  /** Runs PHP with WordPress loaded (as the front end loads it) and answers what the code echoes. */
  php(code: string): Promise<string>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One statement on the MariaDB server, through PHP's mysqli (php-mysql, which WordPress needs anyway). */
async function mysql(sql: string): Promise<void> {
  const code = `$db = new mysqli(${phpString(MARIADB.host)}, ${phpString(MARIADB.user)}, ${phpString(MARIADB.password)}, '', ${MARIADB.port}); $db->query(${phpString(sql)}) or exit(1);`;
  await execFileAsync("php", ["-d", "display_errors=stderr", "-r", code]);
}

/** Whether MariaDB answers on 127.0.0.1:3306 and PHP can reach it (the real-WordPress checks need both). */
export async function mariadbReachable(): Promise<boolean> {
  return mysql("SELECT 1").then(
    () => true,
    () => false,
  );
}

/** wp-config.php for a loopback install: no cron, no updates, no request off the machine (WP_HTTP_BLOCK_EXTERNAL). */
function wpConfig(database: string, origin: string, content: string): string {
  return `<?php
define('DB_NAME', ${phpString(database)});
define('DB_USER', ${phpString(MARIADB.user)});
define('DB_PASSWORD', ${phpString(MARIADB.password)});
define('DB_HOST', ${phpString(`${MARIADB.host}:${MARIADB.port}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', ${phpString(origin)});
define('WP_SITEURL', ${phpString(origin)});
define('WP_CONTENT_DIR', ${phpString(content)});
define('WP_CONTENT_URL', ${phpString(`${origin}/wp-content`)});
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', ${phpString(join(content, "debug.log"))});
foreach (array('AUTH_KEY','SECURE_AUTH_KEY','LOGGED_IN_KEY','NONCE_KEY','AUTH_SALT','SECURE_AUTH_SALT','LOGGED_IN_SALT','NONCE_SALT') as $k) { define($k, 'layoutlift-test-' . $k); }
$table_prefix = 'wp_';
if (!defined('ABSPATH')) { define('ABSPATH', __DIR__ . '/'); }
require_once ABSPATH . 'wp-settings.php';
`;
}

/** php -S hands every address that is not a file to index.php, as the package's .htaccess does for Apache. */
const ROUTER = `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if ($path !== '/' && is_file(__DIR__ . $path)) { return false; }
$_SERVER['SCRIPT_NAME'] = '/index.php';
require __DIR__ . '/index.php';
`;

/**
 * Only for the tests' loopback install: WordPress's emoji script and resource hints name s.w.org; the browser is
 * confined to loopback anyway, this keeps the pages from asking.
 */
const LOOPBACK_PLUGIN = `<?php
remove_action('wp_head', 'print_emoji_detection_script', 7);
remove_action('wp_print_styles', 'print_emoji_styles');
remove_action('wp_head', 'wp_resource_hints', 2);
`;

function waitForServer(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  return new Promise((resolve, reject) => {
    const attempt = async () => {
      if (child.exitCode !== null) return reject(new Error(`php -S exited: ${output()}`));
      try {
        await fetch(`${origin}/wp-includes/images/blank.gif`);
        return resolve();
      } catch {
        if (Date.now() > deadline) return reject(new Error(`php -S did not answer: ${output()}`));
        setTimeout(attempt, 100);
      }
    };
    void attempt();
  });
}

/** Installs WordPress with `theme` (a folder of theme files) active and serves it; `tmpRoot` holds its folder. */
export async function startRealWordPress(theme: { name: string; files: Record<string, Uint8Array | string> }, tmpRoot: string): Promise<RealWordPress> {
  const dir = mkdtempSync(join(tmpRoot, "wordpress-"));
  const database = `layoutlift_wp_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Core files are the package's; the top-level PHP files are copied (wp-load.php finds wp-config.php next to itself
  // after PHP resolves links, and the package's own reads /etc/wordpress), the folders are linked.
  for (const entry of readdirSync(WORDPRESS_ROOT, { withFileTypes: true })) {
    const from = join(WORDPRESS_ROOT, entry.name);
    if (entry.name === "wp-config.php" || entry.name === "wp-content" || entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) symlinkSync(from, join(dir, entry.name));
    else cpSync(from, join(dir, entry.name));
  }
  const content = join(dir, "wp-content");
  const themeDir = join(content, "themes", theme.name);
  for (const [path, body] of Object.entries(theme.files)) {
    mkdirSync(join(themeDir, path, ".."), { recursive: true });
    writeFileSync(join(themeDir, path), body);
  }
  mkdirSync(join(content, "mu-plugins"), { recursive: true });
  mkdirSync(join(content, "uploads"), { recursive: true });
  writeFileSync(join(content, "mu-plugins", "loopback-only.php"), LOOPBACK_PLUGIN);
  writeFileSync(join(dir, "wp-config.php"), wpConfig(database, origin, content));
  writeFileSync(join(dir, "router.php"), ROUTER);

  let server: ChildProcess | null = null;
  const close = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await mysql(`DROP DATABASE IF EXISTS \`${database}\``).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  const php = async (code: string) => {
    const file = join(dir, `run-${Math.random().toString(36).slice(2)}.php`);
    writeFileSync(file, `<?php\n$_SERVER['HTTP_HOST'] = ${phpString(`127.0.0.1:${port}`)};\nrequire __DIR__ . '/wp-load.php';\n${code}\n`);
    try {
      const { stdout } = await execFileAsync("php", ["-d", "display_errors=stderr", file], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    } finally {
      rmSync(file, { force: true });
    }
  };
  try {
    await mysql(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);
    const install = join(dir, "install.php");
    writeFileSync(
      install,
      `<?php
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = ${phpString(`127.0.0.1:${port}`)};
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('LayoutLift site test', 'admin', 'admin@example.test', false, '', 'not-a-real-password');
update_option('permalink_structure', '/%postname%/');
switch_theme(${phpString(theme.name)});
echo get_option('stylesheet');
`,
    );
    const { stdout } = await execFileAsync("php", ["-d", "display_errors=stderr", install], { cwd: dir });
    if (stdout.trim() !== theme.name) throw new Error(`WordPress did not switch to the theme: ${stdout}`);
    let log = "";
    server = spawn("php", ["-S", `127.0.0.1:${port}`, "-t", dir, join(dir, "router.php")], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    server.stdout?.on("data", (d) => (log += d));
    server.stderr?.on("data", (d) => (log = (log + d).slice(-20_000)));
    await waitForServer(origin, server, () => log);
    // The first page load runs check_theme_switched on init: the theme's after_switch_theme creates its pages.
    const first = await fetch(`${origin}/`);
    if (!first.ok) throw new Error(`WordPress answered ${first.status} after activation: ${(await first.text()).slice(0, 500)}`);
    return { origin, dir, php, close };
  } catch (err) {
    await close();
    throw err;
  }
}
