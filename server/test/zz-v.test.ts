test("v",()=>{console.log(process.version, process.execPath, typeof require("module").prototype)})
