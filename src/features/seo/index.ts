// The seo feature's public face: what other features may use. Everything else in this folder is its own.

export { pageHeadHtml, PageMetaCollectorProvider, usePageMeta, type PageMetaLayers } from './pageMeta';
