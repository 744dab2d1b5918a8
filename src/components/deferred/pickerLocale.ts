/**
 * What antd's zh_CN locale (and en_US, antd's fallback) imports for its date, time and calendar pickers,
 * at first load: nothing.
 * Their texts (0.4 KB of gzip) ship with the lazily loaded date inputs (DateInputs.tsx), the one
 * place the portal renders a picker, which pass them to each picker (vite.config.ts points the
 * locale's imports here).
 */
export default undefined;
