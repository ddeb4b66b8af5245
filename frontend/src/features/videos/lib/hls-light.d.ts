/** hls.js's light build (no DRM, subtitles or alternate audio: captions are <track> elements), typed as the full one. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
