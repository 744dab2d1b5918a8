import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { queryClient } from '@/stores/queryClient';
import { useSession } from '@/stores/session';
import type { RecordMatch, SearchAnswer } from './recordSearch';

/** Shorter text matches too much of everything to be worth a call. */
const MIN_LENGTH = 3;
/** The search starts once typing pauses this long (Enter starts it at once). */
const SETTLE_MS = 250;

const HINT = '输入设备代码、注册代码、使用登记证编号、报告编号或申请编号';

/** Whether a key typed now goes into a field (then "/" is a character, not the shortcut). */
const isTypingIn = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * The header's search by code: "/" or Ctrl+K focuses it; what is typed is looked up as each code the
 * role may open a record of (recordSearch.ts); Enter opens the single match or the one picked with the
 * arrows, as a tab the way the menu opens pages; Esc closes it. On a phone an icon stands for it and
 * opens the field over the header (the shortcuts too); Esc gives focus back to the icon.
 */
export default function HeaderSearch() {
  const navigate = useNavigate();
  const access = useSession((s) => s.access);
  const inputRef = useRef<HTMLInputElement>(null);
  /** On a phone the header has room for an icon only: it opens the field over the header. */
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  /** Where focus was before the shortcut: Esc gives it back. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  /** The text searched for: what was typed, once typing paused. */
  const [settled, setSettled] = useState('');
  /** The match picked with the arrows, for the text it was picked among. */
  const [pick, setPick] = useState({ text: '', index: 0 });

  const typed = text.trim();
  useEffect(() => {
    if (typed === settled) return;
    const timer = setTimeout(() => setSettled(typed), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed, settled]);

  const searchOf = (wanted: string) => ({
    queryKey: ['recordSearch', wanted, access],
    // The sources and their calls load with the first search, not with the shell.
    queryFn: () => import('./recordSearch').then((module) => module.findRecords(wanted, access)),
  });
  const searchable = settled.length >= MIN_LENGTH;
  const search = useQuery<SearchAnswer>({ ...searchOf(settled), enabled: searchable }, queryClient);
  const answer = typed === settled && searchable ? search.data : undefined;
  const matches = answer?.matches ?? [];
  const index = pick.text === settled && pick.index < matches.length ? pick.index : 0;

  // Opened on a phone, the field shows after this render: it takes focus then.
  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  const close = (focusBack: boolean) => {
    setOpen(false);
    setText('');
    setSettled('');
    const back = returnFocus.current;
    returnFocus.current = null;
    if (focusBack) {
      // Folded first: the icon shows again. Focus goes back where it was; from the page (no control),
      // to the icon where there is one.
      flushSync(() => setExpanded(false));
      const icon = toggleRef.current;
      const fromPage = !back?.isConnected || back === document.body;
      (fromPage && icon && icon.getClientRects().length > 0 ? icon : back)?.focus();
    } else {
      setExpanded(false);
      inputRef.current?.blur();
    }
  };
  const openMatch = (match: RecordMatch) => {
    close(false);
    navigate(match.path);
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const palette = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingIn(document.activeElement);
      if ((!palette && !slash) || event.defaultPrevented || !inputRef.current) return;
      event.preventDefault();
      if (document.activeElement !== inputRef.current) {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      setExpanded(true);
      inputRef.current.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && matches.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setPick({ text: settled, index: (index + step + matches.length) % matches.length });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setOpen(true);
      if (answer) {
        if (matches[index]) openMatch(matches[index]);
      } else if (typed.length >= MIN_LENGTH) {
        // Asked now, not after the pause; a single match opens when it comes, if the text is unchanged.
        setSettled(typed);
        void queryClient
          .fetchQuery(searchOf(typed))
          .then((found) => {
            const still = inputRef.current?.value.trim() === typed;
            if (still && found.matches.length === 1) openMatch(found.matches[0]);
          })
          .catch(() => undefined);
      }
    }
  };

  const loading = typed.length >= MIN_LENGTH && !answer && !(typed === settled && search.isError);
  let status: string | null = null;
  if (typed.length < MIN_LENGTH) status = HINT;
  else if (loading) status = '正在查找…';
  else if (search.isError) status = '查找失败，请稍后重试';
  else if (!matches.length) status = '未找到匹配的记录';
  const optionId = (i: number) => `${listId}-option-${i}`;
  // Read out as it changes; shown only when it is all there is to show.
  const announcement = status ?? `找到 ${matches.length} 条匹配的记录`;

  return (
    <div
      className={expanded ? 'shell-search shell-search-expanded' : 'shell-search'}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setOpen(false);
        setExpanded(false);
      }}
    >
      <Button
        ref={toggleRef}
        type="text"
        className="shell-header-button shell-search-toggle"
        aria-label="按编号查找"
        title="按编号查找（/ 或 Ctrl+K）"
        icon={<SearchOutlined />}
        onClick={() => {
          returnFocus.current = toggleRef.current;
          setExpanded(true);
        }}
      />
      <SearchOutlined className="shell-search-icon" aria-hidden />
      <input
        ref={inputRef}
        className="shell-search-input"
        type="search"
        role="combobox"
        aria-label="按编号查找记录"
        aria-expanded={open && matches.length > 0}
        aria-controls={open && matches.length ? listId : undefined}
        aria-activedescendant={open && matches.length ? optionId(index) : undefined}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        placeholder="按编号查找"
        title="按 / 或 Ctrl+K 查找"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {!open && (
        <kbd className="shell-search-key" aria-hidden>
          /
        </kbd>
      )}
      {open && (
        <div className="shell-search-panel">
          <div role="status" className={status ? 'shell-search-status' : 'shell-search-unseen'}>
            {loading && <LoadingOutlined spin aria-hidden />} {announcement}
          </div>
          {!status && (
            <div id={listId} role="listbox" aria-label="匹配的记录" className="shell-search-list">
              {matches.map((match, i) => (
                <div
                  key={match.path}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === index}
                  className="shell-search-option"
                  // Focus stays in the input: its keys keep working after a click elsewhere in the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setPick({ text: settled, index: i })}
                  onClick={() => openMatch(match)}
                >
                  <span className="shell-search-page">{match.page}</span>
                  <span className="shell-search-code">
                    {match.codeLabel}：{match.code}
                  </span>
                  <span className="shell-search-detail">{match.detail}</span>
                </div>
              ))}
            </div>
          )}
          {answer?.more && (
            <div className="shell-search-more">匹配较多，只列出了前几条；输入完整编号可缩小范围</div>
          )}
          <div className="shell-search-footer">↑↓ 选择 · Enter 打开 · Esc 关闭</div>
        </div>
      )}
    </div>
  );
}
