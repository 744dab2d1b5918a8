import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { mainRoutes } from '@/routes/table';
import { canOpen } from '@/routes/lookup';
import { selectOrgName, useSession } from '@/stores/session';

/** Work desktop: greets the organisation and lists the sections the current role may open. */
export default function HomePage() {
  const orgName = useSession(selectOrgName);
  const roleName = useSession((s) => s.currentRoleName);
  const access = useSession((s) => s.access);
  const sections = mainRoutes.filter(
    (r) => !r.meta.hideInMenu && (r.children ?? [r]).some((p) => canOpen(p, access)),
  );

  return (
    <div>
      <Typography.Title level={4}>欢迎，{orgName}</Typography.Title>
      <Typography.Paragraph type="secondary">当前角色：{roleName}</Typography.Paragraph>
      {sections.length === 0 ? (
        <Empty description="当前角色暂无可用功能" />
      ) : (
        <Row gutter={[16, 16]}>
          {sections.map((section) => (
            <Col key={section.name} xs={24} sm={12} lg={8}>
              <Card title={section.meta.title} size="small">
                {(section.children ?? [section])
                  .filter((page) => !page.meta.hideInMenu && canOpen(page, access))
                  .map((page) => (
                    <div key={page.name}>
                      <Link to={page.path.startsWith('/') ? page.path : `${section.path}/${page.path}`}>
                        {page.meta.title}
                      </Link>
                    </div>
                  ))}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
