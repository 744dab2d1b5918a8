import { http } from 'msw';
import { APPLICATION_STATUS } from '@/domain/registration';
import { ROLE_TYPES } from '@/domain/access';
import { readWireFormat } from '@/config/wire';
import { createRng, newId, resetDb } from '../db';
import { captchas, sessions, units, users } from '../families/accounts';
import { articles } from '../families/articles';
import { buildEquipment, equipment } from '../families/equipment';
import { makeCitizenId, operators, qualifications } from '../families/operators';
import {
  newPublicId,
  nextApplyNo,
  passwordResetApplications,
  registrationApplications,
  rejectRegistration,
  timeText,
} from '../families/registration';
import { restoreAdoptedWire, standInSettings } from '../settings';
import { aid, fail, ok, readBody } from '../respond';
import { addFault, clearFaults, isFaultKind, listFaults } from '../faults';
import { beijingDay } from '@/utils/beijingTime';

/** A JSON body's object field arrives from readBody as its JSON text. */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The stand-in's own controls (no real backend has them): reset the demo data, read a captcha in
 * browser tests, force session expiry, change the idle limit, latency and wire format (until the next
 * reset), plant text in records no single call writes (notices come from the institute's CMS;
 * applications need SMS codes and scans). They exist only in demo and test mode (respond.ts aid); the production nginx
 * site never forwards /esp/__stand-in/.
 */
export const controlHandlers = [
  http.post(
    '*/__stand-in/reset',
    aid(() => {
      resetDb();
      clearFaults();
      restoreAdoptedWire();
      return ok(null, '演示数据已重置');
    }),
  ),
  http.get(
    '*/__stand-in/captcha/:randomNum',
    aid(({ params }) => {
      const captcha = captchas.find(String(params.randomNum));
      return captcha ? ok(captcha.code) : fail('无此验证码');
    }),
  ),
  http.post(
    '*/__stand-in/expire-sessions',
    aid(() => {
      sessions.all().forEach((s) => sessions.update(s.id, { lastSeen: 0 }));
      return ok(null, '所有会话已过期');
    }),
  ),
  http.post(
    '*/__stand-in/settings',
    aid(async ({ request }) => {
      const body = await readBody(request);
      if (body.wire) {
        // A browser test of another wire format; the portal it serves must be configured alike.
        const { wire, problems } = readWireFormat(parsedOrText(body.wire), standInSettings.wire);
        if (problems.length) return fail(problems.join('；'));
        standInSettings.wire = wire;
      }
      if (body.idleMinutes) standInSettings.idleMinutes = Number(body.idleMinutes);
      if (body.latency) standInSettings.latency = Number(body.latency);
      const { idleMinutes, latency, wire } = standInSettings;
      return ok({ idleMinutes, latency, wire });
    }),
  ),
  // Fault injection: the next `times` calls whose path ends with `path` fail the given way.
  http.post(
    '*/__stand-in/faults',
    aid(async ({ request }) => {
      const body = await readBody(request);
      const path = (body.path ?? '').trim();
      if (!path.startsWith('/')) return fail('path 须为接口路径的结尾，以 / 开头');
      const kind = body.kind ?? '';
      if (!isFaultKind(kind)) return fail('kind 须为 http500、timeout、garbage、business、expired 之一');
      const times = Math.max(1, Number(body.times) || 1);
      addFault({
        path,
        kind,
        message: body.message ?? '',
        times,
        delayMs: Number(body.delayMs) || 35_000,
      });
      return ok(listFaults(), '故障已登记');
    }),
  ),
  http.delete(
    '*/__stand-in/faults',
    aid(() => {
      clearFaults();
      return ok(null, '故障已清除');
    }),
  ),
  // Grows the equipment of an account's unit to `count` records (the bench's list of 500), built as
  // the seed builds them; a unit that holds as many already keeps what it has. Answers the count.
  http.post(
    '*/__stand-in/seed-equipment',
    aid(async ({ request }) => {
      const body = await readBody(request);
      const user = users.findBy((u) => u.loginName === body.loginName);
      if (!user) return fail('无此账号');
      const count = Number(body.count);
      if (!Number.isInteger(count) || count < 1 || count > 10_000)
        return fail('count 须为 1 到 10000 的整数');
      const held = equipment.filter((e) => e.unitId === user.unitId).length;
      if (count > held) {
        const today = new Date();
        today.setUTCHours(0, 0, 0, 0);
        const unit = units.find(user.unitId);
        const holder = {
          unitId: user.unitId,
          areacode: unit?.areacode ?? '330203',
          street: (unit?.address ?? '测试路1号').replace(/^宁波市/, ''),
          count: count - held,
        };
        // Serials past every seeded one keep the codes unique.
        const rows = buildEquipment(createRng(count), [holder], today, 20_000 + equipment.all().length);
        rows.forEach((row) => equipment.insert(row));
      }
      return ok({ count: Math.max(count, held) }, '设备已补足');
    }),
  ),
  // Plants a record with the given text: a notice (title, content HTML, author), a pending
  // registration application (orgname, address, legalPerson, contactPerson; rejected by the
  // administrator when auditOpinion is given) or a pending password reset of zzdw (reason, orgname,
  // contactPerson). An application's answer carries its internal id (the administrator's pages) and
  // its public id (the public flow log, /flowLog-single?id=). Records carried over from the old
  // system, with texts longer than today's form limits allow: the texts of an account (loginName;
  // name, phone, orgname of its unit) or an operator of an account's unit with one certificate
  // (loginName; name, address, remarks, certno, issueorg). Nothing here is checked against the write
  // schemas: that is the point.
  http.post(
    '*/__stand-in/plant',
    aid(async ({ request }) => {
      const body = await readBody(request);
      if (body.target === 'notice') {
        const title = body.title ?? '';
        if (!title.trim()) return fail('请填写通知标题');
        const article = articles.insert({
          id: newId('article-'),
          title,
          author: body.author || '信息中心',
          content: body.content ?? '',
          publishDate: beijingDay(),
        });
        return ok({ id: article.id }, '通知已发布');
      }
      if (body.target === 'registration') {
        const text = (field: string) => body[field] || '';
        if (!text('orgname').trim()) return fail('请填写单位名称');
        const time = timeText();
        const id = newId('reg');
        const application = registrationApplications.insert({
          id,
          applyNo: nextApplyNo(
            'ZC',
            registrationApplications.all().map((a) => a.applyNo),
          ),
          unittype: '4',
          orgname: text('orgname'),
          orgcode: '91330212MA2KD3LW5K',
          areacode: '330212',
          address: text('address'),
          legalPerson: text('legalPerson'),
          contactPerson: text('contactPerson'),
          contactMobile: '13812345699',
          loginName: `plant${registrationApplications.all().length}`,
          password: '',
          attrefsysid: id,
          userId: '',
          status: APPLICATION_STATUS.pending,
          applyTime: time,
          auditor: '',
          auditOpinion: '',
          auditTime: '',
          publicId: newPublicId(),
          flowLog: [{ action: 'submit', operator: text('contactPerson'), time, opinion: '' }],
        });
        if (body.auditOpinion) {
          rejectRegistration(id, { name: '黄晓东', roleType: ROLE_TYPES.admin }, body.auditOpinion);
        }
        return ok(
          { id: application.id, applyNo: application.applyNo, publicId: application.publicId },
          '注册申请已登记',
        );
      }
      if (body.target === 'passwordReset') {
        const text = (field: string) => body[field] || '';
        if (!text('reason').trim()) return fail('请填写申请原因');
        const time = timeText();
        const id = newId('reset');
        const application = passwordResetApplications.insert({
          id,
          applyNo: nextApplyNo(
            'CZ',
            passwordResetApplications.all().map((a) => a.applyNo),
          ),
          loginName: 'zzdw',
          userId: 'user-zzdw',
          orgcode: '91330211MA2CL4T90F',
          orgname: text('orgname') || '宁波东海锅炉制造有限公司',
          contactPerson: text('contactPerson'),
          contactMobile: '13732104567',
          reason: text('reason'),
          attrefsysid: id,
          status: APPLICATION_STATUS.pending,
          applyTime: time,
          auditor: '',
          auditOpinion: '',
          auditTime: '',
          publicId: newPublicId(),
          flowLog: [{ action: 'submit', operator: text('contactPerson'), time, opinion: '' }],
        });
        return ok(
          { id: application.id, applyNo: application.applyNo, publicId: application.publicId },
          '密码重置申请已登记',
        );
      }
      if (body.target === 'account' || body.target === 'operator') {
        const user = users.findBy((u) => u.loginName === body.loginName);
        if (!user) return fail('无此账号');
        if (body.target === 'account') {
          users.update(user.id, { name: body.name ?? user.name, phone: body.phone ?? user.phone });
          if (body.orgname !== undefined) units.update(user.unitId, { orgname: body.orgname });
          return ok({ id: user.id }, '账号已更新');
        }
        if (!body.name || !body.certno) return fail('请填写姓名和证书编号');
        const id = newId('op-');
        const today = beijingDay();
        const serial = String(operators.all().length % 1000).padStart(3, '0');
        operators.insert({
          id,
          unitId: user.unitId,
          name: body.name,
          sex: '1',
          idcard: makeCitizenId('330203', '19800101', serial),
          mobile: '13812340000',
          areacode: '330203',
          address: body.address ?? '',
          remarks: body.remarks ?? '',
          attrefsysid: id,
          createDate: today,
          updateDate: today,
        });
        qualifications.insert({
          id: newId('q'),
          operatorId: id,
          unitId: user.unitId,
          certno: body.certno,
          workitem: 'A',
          issueorg: body.issueorg ?? '',
          issuedate: '2024-01-01',
          validdate: '2028-01-01',
        });
        return ok({ id }, '作业人员已登记');
      }
      return fail('target 须为 notice、registration、passwordReset、account 或 operator');
    }),
  ),
];
