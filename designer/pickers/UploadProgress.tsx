/** The bar shown while a file is sent; a real progressbar so assistive technology reads it. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100)
  return (
    <div
      className="dzp-upload-progress"
      role="progressbar"
      aria-label="上传进度"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="dzp-upload-progress__bar" style={{ width: `${percent}%` }} />
      <span className="dzp-upload-progress__text">上传中 {percent}%</span>
    </div>
  )
}
