import type Schema from '@rc-component/async-validator';
import type { Rules, ValidateMessages, ValidateOption, Values } from '@rc-component/async-validator';
import { preloadWhenIdle } from './lazyInput';

/**
 * The form engine's rule checker (@rc-component/async-validator, some 5 KB gzip), loaded when a form
 * first checks a field: vite.config.ts points rc-form's one import of it here. rc-form awaits every
 * check, so the first one waits for the code and later ones find it loaded; a form on screen loads it
 * when the browser is idle, with the lazy inputs.
 */
let loading: Promise<typeof Schema> | undefined;
const load = () =>
  (loading ??= import('@rc-component/async-validator').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed chunk (a deploy replaced it, the network dropped) is asked for again next time.
      loading = undefined;
      throw error;
    },
  ));
preloadWhenIdle(load);

/** What rc-form uses of the checker's class: a schema of one field, its messages, one check. */
export default class LazySchema {
  /** rc-form silences the checker's console warnings through this. */
  static warning: typeof Schema.warning = () => undefined;
  private validateMessages?: ValidateMessages;

  constructor(private readonly descriptor: Rules) {}

  messages(messages?: ValidateMessages) {
    this.validateMessages = messages;
  }

  async validate(source: Values, option?: ValidateOption): Promise<Values> {
    const RealSchema = await load();
    RealSchema.warning = LazySchema.warning;
    const schema = new RealSchema(this.descriptor);
    schema.messages(this.validateMessages);
    return schema.validate(source, option);
  }
}
