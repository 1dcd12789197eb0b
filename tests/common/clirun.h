// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as a test runs it: the nqueens program (NQUEENS_BIN) with arguments, its
// exit status and what it wrote.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

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

} // namespace nq::test
