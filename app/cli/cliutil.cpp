// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliutil.h"

#include "boardexport.h"
#include "catalogues.h"

#include "messagetext.h"
#include "outputtarget.h"
#include "placement.h"
#include "runoptions.h"
#include "stepevent.h"
#include "wholefile.h"

#include <QCoreApplication>
#include <QLocale>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

namespace nq::cli {

namespace {

// Says why stdout failed and ends the program: a pipe whose reader left ends it as SIGPIPE does
// (silently, and a shell sees the signal), anything else with status 1.
[[noreturn]] void outFailed(int code)
{
#if defined(Q_OS_UNIX)
    if (code == EPIPE) {
        std::signal(SIGPIPE, SIG_DFL);
        std::raise(SIGPIPE);
    }
#endif
    const QByteArray line
        = QStringLiteral("nqueens: %1\n")
              .arg(QCoreApplication::translate("nq::CommandLine",
                                               "cannot write to standard output: %1")
                       .arg(QString::fromLocal8Bit(std::strerror(code ? code : EIO))))
              .toUtf8();
    std::fwrite(line.constData(), 1, std::size_t(line.size()), stderr);
    std::fflush(stderr);
    std::_Exit(1);
}

} // namespace

void requireWritable(const QString &path)
{
    const QString problem = OutputTarget::problem(path);
    if (!problem.isEmpty())
        throw OutputError { problem };
}

void writeOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    errno = 0;
    if (std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout)
        != static_cast<std::size_t>(bytes.size()))
        outFailed(errno);
}

void flushOut()
{
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        outFailed(errno);
}

void closeOut()
{
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        outFailed(errno);
    errno = 0;
    if (std::fclose(stdout) != 0 && errno != EBADF)
        outFailed(errno);
}

void writeErr(const QString &line)
{
    // One line, whatever the user typed into it: control characters are shown as '?'.
    const QByteArray bytes
        = QStringLiteral("nqueens: %1\n").arg(printable(line, line.size())).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
}

QString squareJson(int row, int col)
{
    return QStringLiteral("[%1,%2]").arg(row).arg(col);
}

QString eventJson(const StepEvent &e, qint64 step)
{
    QString s = QStringLiteral("{\"step\":%1,\"kind\":\"%2\",\"line\":%3")
                    .arg(step)
                    .arg(QLatin1StringView(eventKindName(e.kind)))
                    .arg(e.line);
    if (e.row >= 0)
        s += QStringLiteral(",\"row\":%1,\"col\":%2").arg(e.row).arg(e.col);
    if (e.kind == EventKind::Check)
        s += e.ok ? QStringLiteral(",\"ok\":true") : QStringLiteral(",\"ok\":false");
    if (e.reason != ConflictReason::None)
        s += QStringLiteral(",\"reason\":\"%1\",\"by\":%2")
                 .arg(QLatin1StringView(conflictReasonName(e.reason)),
                      squareJson(e.byRow, e.byCol));
    if (e.kind == EventKind::Place && !e.attacks.empty()) {
        s += QStringLiteral(",\"attacks\":[");
        for (std::size_t i = 0; i < e.attacks.size(); ++i) {
            if (i)
                s += u',';
            s += squareJson(e.attacks[i].row, e.attacks[i].col);
        }
        s += u']';
    }
    if (e.value >= 0)
        s += QStringLiteral(",\"frontier\":%1").arg(e.value);
    if (e.kind == EventKind::SetBoard || e.kind == EventKind::Solution)
        s += QStringLiteral(",\"placement\":%1").arg(placementToJson(e.placement));
    if (e.kind == EventKind::Finished && e.stats) {
        const RunStats &st = *e.stats;
        s += QStringLiteral(",\"completed\":%1,\"stats\":{\"placements\":%2,\"tested\":%3,"
                            "\"conflicts\":%4,\"backtracks\":%5,\"boards\":%6,\"solutions\":%7,"
                            "\"deepest\":%8,\"elapsed_ms\":%9}")
                 .arg(e.ok ? QStringLiteral("true") : QStringLiteral("false"))
                 .arg(st.placements)
                 .arg(st.tested)
                 .arg(st.conflicts)
                 .arg(st.backtracks)
                 .arg(st.boards)
                 .arg(st.solutions)
                 .arg(st.deepest)
                 .arg(QString::number(static_cast<double>(st.elapsedNs) / 1e6, 'f', 3));
    }
    s += QStringLiteral("}\n");
    return s;
}

BoardExport::Page pageNamed(const QString &value, bool boardAllowed)
{
    if (value.isEmpty() || value == u"a4")
        return BoardExport::Page::A4;
    if (value == u"letter")
        return BoardExport::Page::Letter;
    if (value == u"board" && boardAllowed)
        return BoardExport::Page::Board;
    throw UsageError { boardAllowed
                           ? QCoreApplication::translate(
                                 "nq::CommandLine", "--page must be a4, letter or board, not '%1'")
                                 .arg(value)
                           : QCoreApplication::translate("nq::CommandLine",
                                                         "--page must be a4 or letter, not '%1'")
                                 .arg(value) };
}

ListFormat listFormat(const QString &value)
{
    if (value.isEmpty() || value == u"text")
        return ListFormat::Text;
    if (value == u"json")
        return ListFormat::Json;
    if (value == u"jsonl")
        return ListFormat::JsonLines;
    throw UsageError { QCoreApplication::translate("nq::CommandLine",
                                                   "--format must be text, json or jsonl, not '%1'")
                           .arg(value) };
}

void ListWriter::add(const QString &text, const QString &json)
{
    switch (m_format) {
    case ListFormat::Text:
        m_out.add(text + u'\n');
        break;
    case ListFormat::Json:
        m_out.add((m_count == 0 ? QStringLiteral("[\n") : QStringLiteral(",\n")) + json);
        break;
    case ListFormat::JsonLines:
        m_out.add(json + u'\n');
        break;
    }
    ++m_count;
}

void ListWriter::addPlacement(std::span<const int> placement)
{
    constexpr std::size_t kSlice = std::size_t(1) << 16;
    const bool text = m_format == ListFormat::Text;
    if (placement.size() <= kSlice) {
        add(text ? placementToText(placement) : QString(),
            text ? QString() : placementToJson(placement));
        return;
    }
    // A board of millions of rows (the construction goes to 10^8): written slice by slice, so
    // that it is never held whole as text (it took 4.7 GB at 10^8 rows).
    if (m_format == ListFormat::Json)
        m_out.add(m_count == 0 ? QStringLiteral("[\n") : QStringLiteral(",\n"));
    if (!text)
        m_out.add(QStringLiteral("["));
    for (std::size_t i = 0; i < placement.size(); i += kSlice) {
        const std::span<const int> slice
            = placement.subspan(i, std::min(kSlice, placement.size() - i));
        QString piece = text ? placementToText(slice) : placementToJson(slice).mid(1).chopped(1);
        if (i > 0)
            piece.prepend(text ? u' ' : u',');
        m_out.add(piece);
    }
    if (!text)
        m_out.add(QStringLiteral("]"));
    if (m_format != ListFormat::Json)
        m_out.add(QStringLiteral("\n"));
    ++m_count;
}

void ListWriter::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_format == ListFormat::Json)
        m_out.add(m_count == 0 ? QStringLiteral("[]\n") : QStringLiteral("\n]\n"));
}

// The theme named on the command line for pictures.
std::optional<Theme::Kind> themeNamed(const QString &name)
{
    if (name == u"light")
        return Theme::Light;
    if (name == u"dark")
        return Theme::Dark;
    if (name == u"print")
        return Theme::Print;
    return std::nullopt;
}

QString defaultThemeFor(const QString &output)
{
    return BoardExport::formatFor(output) == BoardExport::Format::Pdf ? QStringLiteral("print")
                                                                      : QStringLiteral("light");
}

// Set by Ctrl-C while the counter runs; its threads poll it. A lock-free atomic is safe to
// store to from a signal handler.
std::atomic_bool g_interrupted { false };

void onInterrupt(int)
{
    g_interrupted.store(true, std::memory_order_relaxed);
}

namespace {
// The line Ctrl-C prints, made before the handler is installed: the handler itself only writes
// and exits, as a signal handler may.
char g_interruptLine[256];
std::size_t g_interruptLength = 0;

void onInterruptExit(int signal)
{
    // A file being put in place is put there first; the signal comes again when it is.
    if (WholeFile::deferSignal(signal))
        return;
#ifdef Q_OS_WIN
    _write(2, g_interruptLine, unsigned(g_interruptLength));
#else
    [[maybe_unused]] const auto written
        = ::write(STDERR_FILENO, g_interruptLine, g_interruptLength);
#endif
    std::_Exit(130);
}
} // namespace

void exitOnInterrupt(const QString &line)
{
    const QByteArray bytes = (QStringLiteral("nqueens: ") + line + u'\n').toLocal8Bit();
    g_interruptLength = std::min(std::size_t(bytes.size()), sizeof g_interruptLine);
    std::memcpy(g_interruptLine, bytes.constData(), g_interruptLength);
    std::signal(SIGINT, onInterruptExit);
}

CatchInterrupt::CatchInterrupt()
{
    g_interrupted = false;
    m_previous = std::signal(SIGINT, onInterrupt);
}

CatchInterrupt::~CatchInterrupt()
{
    std::signal(SIGINT, m_previous == SIG_ERR ? SIG_DFL : m_previous);
}

ProgressLine::ProgressLine(Describe describe)
    : m_describe(std::move(describe)), m_start(std::chrono::steady_clock::now()),
      m_terminal(stderrIsTerminal())
{ }

void ProgressLine::tell(std::int64_t done, std::int64_t total)
{
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
    if (!m_terminal || seconds < 1.0 || total <= 0 || done >= total)
        return;
    QString left = QCoreApplication::translate("nq::CommandLine", "estimating the time left");
    if (done > 0)
        left = timeLeftText(seconds * double(total - done) / double(done));
    // The trailing spaces wipe what a longer previous line left behind.
    writeRawErr(u'\r' + m_describe(done, total, left) + QStringLiteral("      "));
    m_shown = true;
}

void ProgressLine::clear()
{
    if (std::exchange(m_shown, false))
        writeRawErr(u'\r' + QString(79, u' ') + u'\r');
}

bool stderrIsTerminal()
{
#ifdef Q_OS_WIN
    return _isatty(_fileno(stderr)) != 0;
#else
    return isatty(STDERR_FILENO) != 0;
#endif
}

void writeRawErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fflush(stderr);
}

void BufferedOut::add(const QString &text)
{
    if (text.size() > 1 << 16) { // a board of millions of rows: written as it is, not copied
        flush();
        writeOut(text);
        return;
    }
    m_buffer += text;
    if (m_buffer.size() > 1 << 16)
        flush();
}

void BufferedOut::flush()
{
    if (m_buffer.isEmpty())
        return;
    writeOut(m_buffer);
    m_buffer.clear();
}

int finishRun(BufferedOut &out, bool failed, const QString &error)
{
    out.flush();
    if (!failed)
        return 0;
    flushOut();
    writeErr(error);
    return 1;
}

void speak(const QString &language)
{
    if (language != u"en" && language != u"ja" && language != u"zh_CN")
        throw UsageError { QCoreApplication::translate(
                               "nq::CommandLine", "--language must be en, ja or zh_CN, not '%1'")
                               .arg(language) };
    if (language == u"en") {
        // Numbers as the window writes them in English, whatever the system's locale.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return;
    }
    // Installed next to the program (share/nqueens-studio/translations) or in the build tree.
    if (Catalogues::use(language)) {
        QLocale::setDefault(QLocale(language));
        return;
    }
    throw UsageError { QCoreApplication::translate("nq::CommandLine",
                                                   "the %1 captions are not installed")
                           .arg(language) };
}

} // namespace nq::cli
