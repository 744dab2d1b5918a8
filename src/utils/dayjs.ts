import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Chinese month and week names in date pickers and formatted dates. Set here, where dates are used,
// rather than at start-up: the login page has no date and need not load dayjs.
dayjs.locale('zh-cn');

export default dayjs;
