import { useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from '@/utils/dayjs';
import { getConfig } from '@/config';
import { errorLogCsv, useErrorLog, type ErrorLogEntry } from '@/stores/errorLog';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Demo aid: a page part that throws while rendering, to show the per-tab error panel. */
function Thrower(): never {
  throw new Error('演示：页面渲染异常');
}

/** 错误日志: the script and call errors of this session, exportable as CSV. */
export default function ErrorLoggerPage() {
  const entries = useErrorLog((s) => s.entries);
  const [throwing, setThrowing] = useState(false);
  return (
    <Card
      title="错误日志"
      extra={
        <Space>
          {getConfig().demo && (
            <Button danger onClick={() => setThrowing(true)}>
              模拟页面异常
            </Button>
          )}
          <Button
            icon={<DownloadOutlined />}
            disabled={!entries.length}
            onClick={() => download(errorLogCsv(entries), `错误日志-${dayjs().format('YYYYMMDDHHmmss')}.csv`)}
          >
            导出 CSV
          </Button>
        </Space>
      }
    >
      {throwing && <Thrower />}
      <Table<ErrorLogEntry>
        rowKey={(row) => `${row.time}-${row.message}-${row.url}`}
        dataSource={entries}
        locale={{ emptyText: '暂无错误记录' }}
        columns={[
          {
            title: '类型',
            dataIndex: 'type',
            width: 90,
            render: (type: string) => <Tag color={type === 'ajax' ? 'orange' : 'red'}>{type}</Tag>,
          },
          { title: '编码', dataIndex: 'code', width: 80 },
          { title: '信息', dataIndex: 'message', ellipsis: true },
          { title: '地址', dataIndex: 'url', ellipsis: true },
          {
            title: '时间',
            dataIndex: 'time',
            width: 180,
            render: (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm:ss'),
          },
        ]}
      />
    </Card>
  );
}
