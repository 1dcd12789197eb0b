// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as a test runs it: the nqueens program (NQUEENS_BIN) with arguments, its
// exit status and what it wrote.
#pragma once

#include <QFile>

#include <QProcess>
#include <QString>
#include <QStringList>
#include <csignal>

namespace nq::test {

struct CliRun
{
    int status = -1; ///< -1: it crashed or did not finish in two minutes
    QString out;
    QString err;
};

inline CliRun runCli(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

/// True once the process `pid` catches SIGINT (its mask of caught signals in /proc): it has
/// installed its Ctrl-C handler, so it is past its start and at its work.
inline bool catchesInterrupt(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("SigCgt:"))
            return ((line.mid(7).trimmed().toULongLong(nullptr, 16) >> (SIGINT - 1)) & 1u) != 0;
    }
    return false;
}

} // namespace nq::test
