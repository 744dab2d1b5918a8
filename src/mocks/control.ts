import { http, type PathParams } from 'msw';
import { readWireFormat } from '@/config/wire';
import { missingMessage } from '@/contract/field';
import { makeCreditCode } from './families/company';
import { PASSWORD_RESET_APPLICATION, REGISTRATION_APPLICATION } from '@/contract/records/registration';
import { beijingDay } from '@/utils/beijingTime';
import { blank, createRng, newId, resetDb, type Collection, type Entity } from './db';
import { addFault, clearFaults, FAULT_KINDS, listFaults } from './faults';
import { roles, sessions, units, users, type UserRecord } from './callers';
import { captchas } from './families/session';
import { articles } from './families/portal';
import { buildEquipment, equipment, startOfToday } from './families/equipment';
import { makeCitizenId, operators, saveOperator } from './families/operator';
import { rejectRegistration } from './families/account';
import {
  nextApplyNo,
  passwordResetApplications,
  registrationApplications,
  smsCodes,
  submitted,
  uploadTickets,
} from './families/registration';
import { aid, fail, ok, parsedJson, readBody, refuse, type Caller } from './respond';
import { restoreAdoptedWire, standInSettings } from './settings';

/** An account acting without a session: the demo administrator rejects a planted application. */
const callerAs = (user: UserRecord): Caller => ({
  user,
  role: roles.find(user.roleIds[0])!,
  unit: units.find(user.unitId),
  sessionId: '',
});

type Planted = Record<string, string | undefined>;

/** A pending application its contact files now: its ids, number and audit state. */
const filedNow = (idPrefix: string, numberPrefix: 'ZC' | 'CZ', contactPerson: string) => {
  const id = newId(idPrefix);
  return { id, applyNo: nextApplyNo(numberPrefix), attrefsysid: id, ...submitted(contactPerson) };
};

const accountNamed = (loginName: string | undefined) =>
  users.findBy((u) => u.loginName === loginName) ?? refuse('无此账号');

/**
 * Plants a record with the given text (nothing checked against the write schemas: that is the point):
 * a notice (title, content HTML, author), a pending registration application (orgname, address,
 * legalPerson, contactPerson; rejected by the administrator when auditOpinion is given) or a pending
 * password reset of zzdw (reason, orgname, contactPerson); an application answers its internal id
 * (the administrator's pages) and its public id (/flowLog-single?id=). Records carried over from the
 * old system, with texts longer than today's form limits allow: an account's texts (loginName; name,
 * phone, orgname of its unit) or an operator of an account's unit with one certificate (loginName;
 * name, address, remarks, certno, issueorg).
 */
const PLANTS: Record<string, (body: Planted) => Response> = {
  notice: ({ title = '', author, content = '' }) => {
    if (!title.trim()) return fail('请填写通知标题');
    const article = articles.insert({
      id: newId('article-'),
      title,
      author: author || '信息中心',
      content,
      publishDate: beijingDay(),
    });
    return ok({ id: article.id }, '通知已发布');
  },
  registration: ({ orgname = '', address = '', legalPerson = '', contactPerson = '', auditOpinion }) => {
    if (!orgname.trim()) return fail(missingMessage(REGISTRATION_APPLICATION.orgname));
    // A credit code of its own: a code belongs to one unit or one pending registration.
    const orgcode = makeCreditCode(
      `91330212MA2P${String(registrationApplications.all().length).padStart(5, '0')}`,
    );
    const { id, applyNo, publicId } = registrationApplications.insert({
      ...filedNow('reg', 'ZC', contactPerson),
      unittype: '4',
      orgname,
      orgcode,
      areacode: '330212',
      address,
      legalPerson,
      contactPerson,
      contactMobile: '13812345699',
      loginName: `plant${registrationApplications.all().length}`,
      ...blank('password userId'),
    });
    if (auditOpinion) rejectRegistration(id, callerAs(users.find('user-admin')!), auditOpinion);
    return ok({ id, applyNo, publicId }, '注册申请已登记');
  },
  passwordReset: ({ reason = '', orgname, contactPerson = '' }) => {
    if (!reason.trim()) return fail(missingMessage(PASSWORD_RESET_APPLICATION.reason));
    const { id, applyNo, publicId } = passwordResetApplications.insert({
      ...filedNow('reset', 'CZ', contactPerson),
      loginName: 'zzdw',
      userId: 'user-zzdw',
      orgcode: '91330211MA2CL4T90F',
      orgname: orgname || '宁波东海锅炉制造有限公司',
      contactPerson,
      contactMobile: '13732104567',
      reason,
    });
    return ok({ id, applyNo, publicId }, '密码重置申请已登记');
  },
  account: ({ loginName, name, phone, orgname }) => {
    const user = accountNamed(loginName);
    users.update(user.id, { name: name ?? user.name, phone: phone ?? user.phone });
    if (orgname !== undefined) units.update(user.unitId, { orgname });
    return ok({ id: user.id }, '账号已更新');
  },
  operator: ({ loginName, name, certno, address = '', remarks = '', issueorg = '' }) => {
    const user = accountNamed(loginName);
    if (!name || !certno) return fail('请填写姓名和证书编号');
    const serial = String(operators.all().length % 1000).padStart(3, '0');
    // Saved as the add call saves one, past the schema whose limits the old records exceed.
    const { id } = saveOperator(callerAs(user), {
      ...blank('id attrefsysid'),
      name,
      sex: '1',
      idcard: makeCitizenId('330203', '19800101', serial),
      mobile: '13812340000',
      areacode: '330203',
      address,
      remarks,
      qualifications: [
        { id: '', certno, workitem: 'A', issueorg, issuedate: '2024-01-01', validdate: '2028-01-01' },
      ],
    });
    return ok({ id }, '作业人员已登记');
  },
};

/** A control letting time pass for every row of a collection: its time field set to the epoch. */
const aged =
  <T extends Entity>(rows: Collection<T>, patch: Partial<T>, message: string) =>
  () => {
    rows.all().forEach((row) => rows.update(row.id, patch));
    return ok(null, message);
  };

/**
 * The stand-in's own aids by method and path (no real backend has them), each answering like a call
 * given its form or JSON body and its path's parameters: reset the demo data, read a captcha in browser
 * tests, force session or ticket expiry, change the idle limit, latency and wire format (until the next
 * reset), inject faults, plant text in records no single call writes (notices come from the
 * institute's CMS; applications need SMS codes and scans), and the demo accounts of the login page.
 * They exist only in demo and test mode (respond.ts aid); the production nginx site never forwards
 * /esp/__stand-in/.
 */
const AIDS: Record<string, (body: Planted, params: PathParams) => Response> = {
  'POST /__stand-in/reset': () => {
    resetDb();
    clearFaults();
    restoreAdoptedWire();
    return ok(null, '演示数据已重置');
  },
  'POST /__stand-in/expire-sessions': aged(sessions, { lastSeen: 0 }, '所有会话已过期'),
  // Browser tests age every phone upload ticket.
  'POST /__stand-in/expire-upload-tickets': aged(uploadTickets, { expires: 0 }, '所有上传二维码已过期'),
  // Browser tests let time pass for the one-code-per-60-seconds rule.
  'POST /__stand-in/forget-sms-sends': aged(smsCodes, { sentAt: 0 }, '短信发送间隔已清除'),
  'POST /__stand-in/settings': (body) => {
    if (body.wire) {
      // A browser test of another wire format; the portal it serves must be configured alike. A JSON
      // body's object arrives from readBody as its JSON text.
      const { wire, problems } = readWireFormat(parsedJson(body.wire) ?? body.wire, standInSettings.wire);
      if (problems.length) return fail(problems.join('；'));
      standInSettings.wire = wire;
    }
    if (body.idleMinutes) standInSettings.idleMinutes = Number(body.idleMinutes);
    if (body.latency) standInSettings.latency = Number(body.latency);
    const { idleMinutes, latency, wire } = standInSettings;
    return ok({ idleMinutes, latency, wire });
  },
  // Fault injection: the next `times` calls whose path ends with `path` fail the given way.
  'POST /__stand-in/faults': ({ path = '', kind = '', message = '', times, delayMs }) => {
    if (!path.trim().startsWith('/')) return fail('path 须为接口路径的结尾，以 / 开头');
    const faultKind = FAULT_KINDS.find((known) => known === kind);
    if (!faultKind) return fail(`kind 须为 ${FAULT_KINDS.join('、')} 之一`);
    const fault = { path: path.trim(), kind: faultKind, message, times: Math.max(1, Number(times) || 1) };
    addFault({ ...fault, delayMs: Number(delayMs) || 35_000 });
    return ok(listFaults(), '故障已登记');
  },
  'DELETE /__stand-in/faults': () => {
    clearFaults();
    return ok(null, '故障已清除');
  },
  // The bench's list of 500: grows the equipment of an account's unit to `count` records, built as the
  // seed builds them; a unit that holds as many already keeps what it has. Answers the count.
  'POST /__stand-in/seed-equipment': ({ loginName, count: wanted }) => {
    const user = accountNamed(loginName);
    const count = Number(wanted);
    if (!Number.isInteger(count) || count < 1 || count > 10_000) return fail('count 须为 1 到 10000 的整数');
    const held = equipment.filter((e) => e.unitId === user.unitId).length;
    if (count > held) {
      const unit = units.find(user.unitId);
      const street = (unit?.address ?? '测试路1号').replace(/^宁波市/, '');
      const holder = {
        unitId: user.unitId,
        areacode: unit?.areacode ?? '330203',
        street,
        count: count - held,
      };
      // Serials past every seeded one keep the codes unique.
      const rows = buildEquipment(
        createRng(count),
        [holder],
        startOfToday(),
        20_000 + equipment.all().length,
      );
      rows.forEach((row) => equipment.insert(row));
    }
    return ok({ count: Math.max(count, held) }, '设备已补足');
  },
  'POST /__stand-in/plant': (body) =>
    Object.hasOwn(PLANTS, body.target ?? '')
      ? PLANTS[body.target!](body)
      : fail('target 须为 notice、registration、passwordReset、account 或 operator'),
  'GET /__stand-in/captcha/:randomNum': (_body, { randomNum }) => {
    const captcha = captchas.find(String(randomNum));
    return captcha ? ok(captcha.code) : fail('无此验证码');
  },
  'GET /a/demo/accounts': () =>
    ok(
      users
        .filter((u) => Boolean(u.demoNote))
        .map(({ loginName, password, unitId, demoNote }) => {
          const orgname = units.find(unitId)?.orgname ?? '';
          return { loginName, password, orgname, description: demoNote };
        }),
    ),
};

export const controlHandlers = Object.entries(AIDS).map(([route, answer]) => {
  const [method, path] = route.split(' ');
  return http[method.toLowerCase() as 'get' | 'post' | 'delete'](
    `*${path}`,
    aid(async ({ request, params }) => answer(await readBody(request), params)),
  );
});
