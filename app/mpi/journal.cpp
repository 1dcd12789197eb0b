// SPDX-License-Identifier: GPL-3.0-or-later
#include "journal.h"

#include "boundedfile.h"

#include <QFile>
#include <QList>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace nq {

namespace {

const QByteArray kMagic = "# nqueens-mpi journal 1";

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// "unit I total T unique U" with I from 0 to units - 1, counts whole and not negative.
bool parseUnit(const QByteArray &line, int units, int *unit, UnitCount *count)
{
    const QList<QByteArray> f = line.split(' ');
    if (f.size() != 6 || f[0] != "unit" || f[2] != "total" || f[4] != "unique")
        return false;
    bool a = false, b = false, c = false;
    const qlonglong i = f[1].toLongLong(&a);
    const qlonglong t = f[3].toLongLong(&b);
    const qlonglong u = f[5].toLongLong(&c);
    if (!a || !b || !c || i < 0 || i >= units || t < 0 || u < 0 || u > t)
        return false;
    *unit = int(i);
    *count = { t, u };
    return true;
}

} // namespace

Journal::Journal(Journal &&other) noexcept : m_fd(other.m_fd), m_path(std::move(other.m_path))
{
    other.m_fd = -1;
}

Journal &Journal::operator=(Journal &&other) noexcept
{
    std::swap(m_fd, other.m_fd);
    std::swap(m_path, other.m_path);
    return *this;
}

Journal::~Journal()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::optional<Journal> Journal::open(const QString &path, int n, int units,
                                     std::map<int, UnitCount> *done, QString *error,
                                     QString *notice)
{
    done->clear();
    const QByteArray header
        = kMagic + "\nn " + QByteArray::number(n) + " units " + QByteArray::number(units) + '\n';
    QByteArray bytes;
    if (QFile::exists(path)) {
        const FileBudget budget { kMaxBytes, tr("a journal"), false };
        const std::optional<QByteArray> read = BoundedFile::read(path, budget, error);
        if (!read)
            return std::nullopt;
        bytes = *read;
    }
    qint64 keep = bytes.size(); // the bytes that stay: all but a cut-off last line
    // A crash while the header was first written leaves a part of it: as good as empty.
    if (!bytes.isEmpty() && bytes.size() < header.size() && header.startsWith(bytes))
        bytes.clear();
    if (!bytes.isEmpty()) {
        const qsizetype firstEnd = bytes.indexOf('\n');
        const qsizetype secondEnd = firstEnd < 0 ? -1 : bytes.indexOf('\n', firstEnd + 1);
        if (firstEnd < 0 || bytes.left(firstEnd) != kMagic || secondEnd < 0) {
            *error = tr("'%1' is not a journal of nqueens-mpi (its first line should be '%2')")
                         .arg(path, QString::fromLatin1(kMagic));
            return std::nullopt;
        }
        const QByteArray counts = bytes.mid(firstEnd + 1, secondEnd - firstEnd - 1);
        const QList<QByteArray> f = counts.split(' ');
        bool a = false, b = false;
        const int jn = f.size() == 4 && f[0] == "n" && f[2] == "units" ? f[1].toInt(&a) : 0;
        const int ju = f.size() == 4 ? f[3].toInt(&b) : 0;
        if (!a || !b) {
            *error = tr("'%1' has a damaged second line ('%2'); it should be 'n N units U'")
                         .arg(path, QString::fromLatin1(counts));
            return std::nullopt;
        }
        if (jn != n || ju != units) {
            *error = tr("'%1' is the journal of %2 x %2 in %3 units, not of %4 x %4 in %5 units; "
                        "give another journal, or the same count")
                         .arg(path)
                         .arg(jn)
                         .arg(ju)
                         .arg(n)
                         .arg(units);
            return std::nullopt;
        }
        qsizetype at = secondEnd + 1;
        int lineNumber = 2;
        while (at < bytes.size()) {
            ++lineNumber;
            const qsizetype end = bytes.indexOf('\n', at);
            if (end < 0) {
                // The last line never got its newline: the write was cut short.
                *notice
                    = tr("the last line of '%1' was cut short ('%2'); it is dropped and its unit "
                         "counted again")
                          .arg(path, QString::fromLatin1(bytes.mid(at, 60)));
                keep = at;
                break;
            }
            const QByteArray line = bytes.mid(at, end - at);
            int unit = -1;
            UnitCount count;
            if (!parseUnit(line, units, &unit, &count) || done->count(unit)) {
                if (end + 1 == bytes.size() && !done->count(unit)) {
                    *notice = tr("the last line of '%1' is damaged ('%2'); it is dropped and its "
                                 "unit counted again")
                                  .arg(path, QString::fromLatin1(line.left(60)));
                    keep = at;
                    break;
                }
                *error = tr("line %1 of '%2' is damaged ('%3'): the journal cannot be trusted; "
                            "start again with a new one")
                             .arg(lineNumber)
                             .arg(path, QString::fromLatin1(line.left(60)));
                done->clear();
                return std::nullopt;
            }
            done->emplace(unit, count);
            at = end + 1;
        }
    }
    Journal journal;
    journal.m_path = path;
    journal.m_fd
        = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (journal.m_fd < 0) {
        *error = tr("cannot write the journal '%1': %2").arg(path, systemError());
        return std::nullopt;
    }
    // One job at a time: a second one (a requeued job while the old one still ends) would
    // write its units into the first one's.
    if (::flock(journal.m_fd, LOCK_EX | LOCK_NB) != 0) {
        *error = tr("the journal '%1' is in use by another job").arg(path);
        return std::nullopt;
    }
    if (bytes.isEmpty()) {
        if (::ftruncate(journal.m_fd, 0) != 0
            || ::write(journal.m_fd, header.constData(), size_t(header.size())) != header.size()
            || ::fsync(journal.m_fd) != 0) {
            *error = tr("cannot write the journal '%1': %2").arg(path, systemError());
            return std::nullopt;
        }
    } else if (::ftruncate(journal.m_fd, keep) != 0 || ::lseek(journal.m_fd, keep, SEEK_SET) < 0
               || ::fsync(journal.m_fd) != 0) {
        *error = tr("cannot write the journal '%1': %2").arg(path, systemError());
        return std::nullopt;
    }
    return journal;
}

bool Journal::append(int unit, const UnitCount &count, QString *error)
{
    const QByteArray line = "unit " + QByteArray::number(unit) + " total "
        + QByteArray::number(qlonglong(count.total)) + " unique "
        + QByteArray::number(qlonglong(count.unique)) + '\n';
    // One write for the whole line, then the disk: a crash leaves whole lines and at most one
    // cut-off last line.
    if (::write(m_fd, line.constData(), size_t(line.size())) != line.size() || ::fsync(m_fd) != 0) {
        *error = tr("cannot write the journal '%1': %2").arg(m_path, systemError());
        return false;
    }
    return true;
}

} // namespace nq
