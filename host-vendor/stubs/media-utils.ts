/**
 * The stand-in host does not ship the block editor. `@woocommerce/components` imports `@wordpress/media-utils`
 * only for its media uploader and image gallery (which pull in the whole block editor); this product uses
 * neither, so they get an inert uploader instead of ~5 MB of editor code.
 */
export function MediaUpload(): null {
	return null;
}

export function uploadMedia(): never {
	throw new Error('Media uploads are not available in this host.');
}
