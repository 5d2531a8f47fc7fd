import { emptyPath, replay, type Matrix, type PathCall, type Segment } from "./path-builder.ts";

/**
 * Path2D objects: their commands in their own user space, turned into pixels with the transform at use. A path
 * built from SVG path data or from other paths (roundRect, addPath) is not followed: null.
 */
export class Path2DCalls {
  private readonly paths = new WeakMap<Path2D, PathCall[] | null>();
  private readonly Native = window.Path2D;

  /** Replaces window.Path2D with a recording twin; the page's calls all reach the native one. */
  install(): void {
    const Native = this.Native;
    if (!Native) return;
    const paths = this.paths;
    window.Path2D = new Proxy(Native, {
      construct(target, args: unknown[], newTarget) {
        const path = Reflect.construct(target, args, newTarget) as Path2D;
        try {
          const from = args[0];
          if (from === undefined) paths.set(path, []);
          else if (from instanceof Native && paths.has(from)) paths.set(path, paths.get(from)?.slice() ?? null);
          else paths.set(path, null);
        } catch {
          // a path we could not follow is simply not drawn as shapes
        }
        return path;
      },
    });
    const PP = Native.prototype as unknown as Record<string, unknown>;
    for (const name of ["moveTo", "lineTo", "bezierCurveTo", "quadraticCurveTo", "arc", "arcTo", "ellipse", "rect", "closePath", "roundRect", "addPath"]) {
      const native = PP[name];
      if (typeof native !== "function") continue;
      PP[name] = function (this: Path2D, ...args: unknown[]) {
        try {
          const list = paths.get(this);
          if (list) {
            if (name === "roundRect" || name === "addPath") paths.set(this, null);
            else list.push([name, ...(args as number[])]);
          }
        } catch {
          // recording never throws into the page
        }
        return native.apply(this, args);
      };
    }
  }

  isPath(value: unknown): value is Path2D {
    return !!this.Native && value instanceof this.Native;
  }

  /** The path's segments at transform `m`, or null when it was not followed. */
  segments(path: Path2D, m: Matrix): Segment[] | null {
    const list = this.paths.get(path);
    if (!list) return null;
    const s = emptyPath();
    for (const [name, ...args] of list) replay(s, m, name, args);
    return s.path;
  }
}
