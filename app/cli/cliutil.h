// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the commands of `nqueens` share: how they write, the usage error every command throws
// on bad input, the JSON of a step, the names of commands and themes, and Ctrl-C.

#include "boardexport.h"
#include "stepevent.h"
#include "theme.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>

namespace nq::cli {

/// Bad input: one line on stderr and exit status 2 (CommandLine::run says it).
struct UsageError
{
    QString message;
};

/// An output that cannot be written, found before any work: its one sentence on stderr and
/// exit status 1 (CommandLine::run says it).
struct OutputError
{
    QString message;
};

/// Throws OutputError when a file cannot be written at `path` (OutputTarget::problem).
void requireWritable(const QString &path);
/// --language's value (en, ja or zh_CN): the window's catalogue for it is loaded, so the
/// captions and headings a command draws speak that language. A usage error for another
/// language, or for one whose catalogue is not installed.
void speak(const QString &language);

/// Text on stdout. A write that fails ends the program: status 1 and the system's reason on
/// stderr ("nqueens: cannot write to standard output: No space left on device"), or, when the
/// reader of a pipe has gone (`| head`), silently, as SIGPIPE ends any program.
void writeOut(const QString &text);
/// What stdout holds written now (a prompt), checked as writeOut is.
void flushOut();
/// At the program's end: what is left of stdout written, flushed and closed, each checked (as
/// coreutils' close_stdout does); a failure is said and ends the program with status 1.
void closeOut();
/// "nqueens: LINE" on stderr, control characters shown as '?'.
void writeErr(const QString &line);
void writeRawErr(const QString &text);
bool stderrIsTerminal();
QString squareJson(int row, int col);
/// One step as a JSON line of `nqueens trace`.
QString eventJson(const StepEvent &e, qint64 step);
/// The theme named on the command line for pictures.
std::optional<Theme::Kind> themeNamed(const QString &name);
/// The theme a picture gets when none is named: print for a PDF (it goes to paper), light for
/// PNG and SVG (they go to screens and slides).
QString defaultThemeFor(const QString &output);
/// The paper named by --page (A4 when none): a4 or letter, and board where `boardAllowed`;
/// anything else is a UsageError.
BoardExport::Page pageNamed(const QString &value, bool boardAllowed);

/// Text for stdout gathered in pieces and written 64 KiB at a time (and the rest at the end).
class BufferedOut
{
public:
    void add(const QString &text);
    void flush();
    ~BufferedOut() { flush(); }

private:
    QString m_buffer;
};

/// How a listing is written: text (placements from 1, as --placement reads them), one JSON
/// document (an array; columns and rows from 0), or JSON Lines (one value a line).
enum class ListFormat { Text, Json, JsonLines };

/// The format named by --format (text when none); anything else is a UsageError.
ListFormat listFormat(const QString &value);

/// Writes a listing item by item in its format: a JSON document opens with '[', parts its
/// items with commas and closes at finish(), whatever the count (none: "[]").
class ListWriter
{
public:
    ListWriter(BufferedOut &out, ListFormat format) : m_out(out), m_format(format) { }
    /// One item: `text` for the text format, `json` (one JSON value) for the others.
    void add(const QString &text, const QString &json);
    /// One placement as an item (text: columns from 1; JSON: an array of columns from 0),
    /// written in slices when it is long.
    void addPlacement(std::span<const int> placement);
    void finish();
    std::int64_t count() const { return m_count; }

private:
    BufferedOut &m_out;
    ListFormat m_format;
    std::int64_t m_count = 0;
    bool m_finished = false;
};

/// Ends a command after a run: what it wrote goes out, and a run that gave up says why
/// (status 1). `out` is flushed first, so the message follows the output.
int finishRun(BufferedOut &out, bool failed, const QString &error);

/// The most boards one listing prints (solve --all, dominate --list) and the most steps a trace
/// prints: a listing past it is refused before any work, from a count known or got fast.
constexpr qint64 kMaxListed = 5000000;

/// A progress line on stderr for work that takes a while, rewritten in place, shown only on a
/// terminal and only after the first second; cleared when done. `describe(done, total, left)`
/// makes the line ("counting 18 x 18: 40 of 100 tasks (40.0%), about 2 minutes left").
class ProgressLine
{
public:
    using Describe
        = std::function<QString(std::int64_t done, std::int64_t total, const QString &left)>;
    explicit ProgressLine(Describe describe);
    ~ProgressLine() { clear(); }
    ProgressLine(const ProgressLine &) = delete;
    ProgressLine &operator=(const ProgressLine &) = delete;
    /// `done` of `total`; call from one thread at a time.
    void tell(std::int64_t done, std::int64_t total);
    void clear();

private:
    Describe m_describe;
    std::chrono::steady_clock::time_point m_start;
    bool m_terminal;
    bool m_shown = false;
};

/// Set by Ctrl-C while the counter runs; its threads poll it.
extern std::atomic_bool g_interrupted;
void onInterrupt(int);

/// From here on Ctrl-C, wherever no CatchInterrupt catches it, prints "nqueens: LINE" and ends
/// the program with status 130 (the commands that count say more, under a CatchInterrupt).
void exitOnInterrupt(const QString &line);

/// While one lives, Ctrl-C sets g_interrupted (cleared first) instead of ending the program, so
/// a long count can say it was not finished.
class CatchInterrupt
{
public:
    CatchInterrupt();
    ~CatchInterrupt();
    CatchInterrupt(const CatchInterrupt &) = delete;
    CatchInterrupt &operator=(const CatchInterrupt &) = delete;

private:
    void (*m_previous)(int);
};

} // namespace nq::cli
