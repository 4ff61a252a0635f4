/** The path-building calls of a 2D canvas context that a scene path needs. */
export interface CanvasPathTarget {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

const COMMAND = /[MLHVZmlhvz]/;

/**
 * Replays SVG path data of the scene's subset (M, L, H, V, Z and their relative forms, as the painters write
 * them) onto a canvas path; reading the string directly keeps the scene the single source of both outputs.
 * An unknown command ends the path: the painters never write one, so it can only be a bug, not a chart.
 */
export function tracePath(d: string, target: CanvasPathTarget): void {
  let i = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const n = d.length;
  const readNumber = (): number => {
    while (i < n && (d.charCodeAt(i) === 32 || d.charCodeAt(i) === 44)) i++;
    const from = i;
    if (d[i] === '-' || d[i] === '+') i++;
    while (i < n && /[0-9.eE]/.test(d[i] as string)) {
      if ((d[i] === 'e' || d[i] === 'E') && (d[i + 1] === '-' || d[i + 1] === '+')) i++;
      i++;
    }
    return Number(d.slice(from, i));
  };
  while (i < n) {
    const ch = d[i] as string;
    if (ch === ' ' || ch === ',') {
      i++;
      continue;
    }
    if (COMMAND.test(ch)) {
      command = ch;
      i++;
      if (ch === 'Z' || ch === 'z') {
        target.closePath();
        x = startX;
        y = startY;
        continue;
      }
    } else if (!/[-+0-9.]/.test(ch)) {
      return;
    }
    switch (command) {
      case 'M':
      case 'm': {
        const nx = readNumber();
        const ny = readNumber();
        x = command === 'm' ? x + nx : nx;
        y = command === 'm' ? y + ny : ny;
        startX = x;
        startY = y;
        target.moveTo(x, y);
        // Further pairs after a move are lines (SVG rule).
        command = command === 'm' ? 'l' : 'L';
        break;
      }
      case 'L':
      case 'l': {
        const nx = readNumber();
        const ny = readNumber();
        x = command === 'l' ? x + nx : nx;
        y = command === 'l' ? y + ny : ny;
        target.lineTo(x, y);
        break;
      }
      case 'H':
      case 'h': {
        const v = readNumber();
        x = command === 'h' ? x + v : v;
        target.lineTo(x, y);
        break;
      }
      case 'V':
      case 'v': {
        const v = readNumber();
        y = command === 'v' ? y + v : v;
        target.lineTo(x, y);
        break;
      }
      default:
        return;
    }
  }
}
