// Installing Debian's packages a check needs, which only root can do: the browser finders use this.
import { execSync } from 'node:child_process';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs the packages (space-separated) with apt-get, its progress on the terminal; throws if it fails. */
export function aptGetInstall(packages) {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit', shell: '/bin/bash' });
}
