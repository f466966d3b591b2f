/** The HTML stream transform of after-paint-scripts.cjs (see there). */
export declare function afterPaintScripts(): TransformStream<Uint8Array, Uint8Array>;
