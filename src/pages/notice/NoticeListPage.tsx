import { useEffect, useState } from 'react';
import { Card, Input, Table } from 'antd';
import { Link } from 'react-router-dom';
import { indexApi, type Article } from '@/api/common';

/** 通知公告: the institute's notices, paged and searchable by title. */
export default function NoticeListPage() {
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState({ pageNo: 1, pageSize: 10, title: '' });
  // The answer remembers its query: loading while it is not the current one.
  const [result, setResult] = useState<{
    query: typeof query;
    list: Article[];
    count: number;
    failed: boolean;
  }>();
  const loading = result?.query !== query;
  const data = result ?? { list: [], count: 0, failed: false };
  const failed = data.failed;

  useEffect(() => {
    let live = true;
    indexApi
      .articlePage(query)
      .then((page) => live && setResult({ query, list: page.list, count: page.count, failed: false }))
      .catch(() => live && setResult({ query, list: [], count: 0, failed: true }));
    return () => {
      live = false;
    };
  }, [query]);

  return (
    <Card title="通知公告">
      <Input.Search
        allowClear
        placeholder="按标题搜索"
        enterButton="查询"
        style={{ maxWidth: 360, marginBottom: 16 }}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onSearch={(value) => setQuery((q) => ({ ...q, pageNo: 1, title: value.trim() }))}
      />
      <Table<Article>
        rowKey="id"
        loading={loading}
        dataSource={data.list}
        locale={{ emptyText: failed ? '通知加载失败，请稍后再试' : '暂无通知' }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (text: string, row) => <Link to={`/notice/detail?id=${row.id}`}>{text}</Link>,
          },
          { title: '发布部门', dataIndex: 'author', width: 140 },
          { title: '发布日期', dataIndex: 'publishDate', width: 140 },
        ]}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data.count,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize })),
        }}
      />
    </Card>
  );
}
