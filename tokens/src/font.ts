// Self-hosted UI font (bundled woff2, never a CDN): builds are self-contained and screenshots stable.
import '@fontsource-variable/source-sans-3/index.css';
