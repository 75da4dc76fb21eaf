/**
 * Limits of every image upload (designer images, shoppers' and merchants' photos) as plain values,
 * so browser code can check a file before sending it without loading the wire schemas.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TYPE_MESSAGE = '上传图片只能是 JPG 或者 PNG 格式!'
export const IMAGE_SIZE_MESSAGE = '上传图片大小不能超过 5MB!'
