/**
 * Installed before the page's own scripts: every WebGL context keeps its drawing buffer, so the capture can read
 * what a WebGL canvas shows with `toDataURL` at any moment, as it does for 2D canvases. Without it the buffer is
 * cleared once shown, and the only copy left is the compositor's, which a screenshot may or may not catch.
 */
const proto = HTMLCanvasElement.prototype as unknown as { getContext: (this: HTMLCanvasElement, type: string, attributes?: object) => RenderingContext | null };
const getContext = proto.getContext;
proto.getContext = function (type, attributes) {
  if (/^(webgl2?|experimental-webgl)$/.test(type)) attributes = Object.assign({}, attributes, { preserveDrawingBuffer: true });
  return getContext.call(this, type, attributes);
};
