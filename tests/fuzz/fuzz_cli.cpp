// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's own arguments: the input is split at NUL bytes into arguments. Commands
// that would run long (large boards) or write files are left out; everything else must end
// with status 0, 1 or 2.
#include "commandline.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QStringList args;
    for (const QByteArray &part : bytes.split('\0'))
        args << QString::fromUtf8(part);
    if (args.size() > 12)
        return 0;
    for (const QString &a : args) {
        bool isNumber = false;
        const qlonglong v = a.section(u'=', -1).toLongLong(&isNumber);
        if (isNumber && v > 6)
            return 0; // a big board or limit: slow, not wrong
        if (a.startsWith(u"--queens") || a == u"render" || a == u"sheet" || a.startsWith(u"-o")
            || a.startsWith(u"--output") || a.startsWith(u"--threads"))
            return 0;
    }
    if (!args.isEmpty() && args.first() == u"sum")
        return 0; // would read arbitrary paths: fuzz_partfiles covers sum
    const int status = nq::CommandLine(args).run();
    if (status < 0 || status > 2)
        std::abort();
    return 0;
}
