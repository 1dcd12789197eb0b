// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens algorithms
#include "cliutil.h"
#include "commandline.h"

#include "algorithms.h"

namespace nq {

using namespace cli;

int CommandLine::listAlgorithms()
{
    for (const QString &arg : m_args)
        throw UsageError { tr("'algorithms' takes no arguments, got '%1'").arg(arg) };
    QString out;
    for (const AlgorithmInfo &info : Algorithms::all())
        out += QStringLiteral("%1\t%2\t%3\n")
                   .arg(info.idString(), info.sizeRange(), info.displayName());
    writeOut(out);
    return Ok;
}

} // namespace nq
