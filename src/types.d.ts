// Files webpack emits as hashed assets and hands back as their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.css';
// Leaflet's stylesheet as text (css-loader's exportType 'string', see webpack.config.ts).
declare module 'leaflet/dist/leaflet.css' {
  const css: string;
  export default css;
}
