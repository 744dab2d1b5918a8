/** The limits under an upload button; shared with its stand-in while the control loads. */
export function AttachmentLimits({
  maxSizeMB,
  extensions,
}: {
  maxSizeMB: number;
  extensions: readonly string[];
}) {
  return (
    <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 4 }}>
      支持 {extensions.join('、')}，单个文件不超过 {maxSizeMB}MB
    </div>
  );
}
